import { Alert, Button, Stack } from "@mantine/core";
import { ProductCreateBody, type ProductDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { toFailure } from "../../../shared/api/api-error";
import { failureText } from "../../../shared/forms/messages";
import { useCan } from "../../../shared/session/permissions";
import { notify } from "../../../shared/ui/notify";
import { PageLoader } from "../../../shared/ui/page-loader";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { ProductFormPage } from "./product-form-page";
import { changedFields, productValuesOf } from "./product-form-values";
import { useProduct, useProductUpdate } from "./product-hooks";
import { PRODUCT_LIST_PATH } from "./product-paths";
import { useProductTab } from "./use-product-tab";
import { VariantPanel } from "./variant-panel";

/** `/catalog/products/edit/:id`: open to whoever may see products; changing needs products.edit. */
export function Component() {
  return (
    <RequirePermission permission="products.view">
      <ProductEdit />
    </RequirePermission>
  );
}

function ProductEdit() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = "" } = useParams();
  const product = useProduct(id);
  const update = useProductUpdate();
  const canEdit = useCan("products.edit");
  const [tab, setTab] = useProductTab();

  if (product.isPending) return <PageLoader />;
  if (product.isError) {
    const failure = toFailure(product.error);
    return (
      <Stack align="flex-start" maw={600}>
        <Alert role="alert" color="red" variant="light" w="100%">
          {failure.code === 404 || failure.code === 400 ? t("shop.product.not_found") : failureText(t, failure)}
        </Alert>
        <Button component={Link} to={PRODUCT_LIST_PATH} variant="default">
          {t("shop.product.back_to_list")}
        </Button>
      </Stack>
    );
  }

  const saved: ProductDto = product.data;
  return (
    <ProductFormPage
      key={saved._id}
      data={saved}
      variants={<VariantPanel product={saved} />}
      isReadOnly={!canEdit}
      tab={tab}
      onTabChange={setTab}
      pending={update.isPending}
      errors={update.error}
      onCancel={() => void navigate(PRODUCT_LIST_PATH)}
      onSubmit={(body) => {
        // Only what the user changed is sent (PATCH), so fields nobody touched are never written back.
        const before = ProductCreateBody.safeParse(productValuesOf(saved));
        const patch = before.success ? changedFields(body, before.data) : body;
        update.mutate(
          { id, body: patch },
          {
            onSuccess: (result) => {
              notify.success(t("shop.product.toast.updated", { name: result.name }));
              void navigate(PRODUCT_LIST_PATH);
            },
          },
        );
      }}
    />
  );
}
