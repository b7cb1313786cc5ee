import { ProductCreateBody, type ProductDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { changedFields } from "../../../shared/forms/changed-fields";
import { useCan } from "../../../shared/session/permissions";
import { useTabParam } from "../../../shared/forms/use-tab-param";
import { notify } from "../../../shared/ui/notify";
import { RecordLoadState } from "../../../shared/ui/record-load-error";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { ProductFormPage } from "./product-form-page";
import { PRODUCT_TABS, productValuesOf } from "./product-form-values";
import { useProduct, useProductUpdate } from "./product-hooks";
import { PRODUCT_LIST_PATH } from "./product-paths";
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
  const [tab, setTab] = useTabParam(PRODUCT_TABS);

  if (!product.isSuccess) {
    return (
      <RecordLoadState
        record={product}
        notFoundText={t("refusals.product_not_found")}
        backTo={PRODUCT_LIST_PATH}
        backLabel={t("shop.product.back_to_list")}
      />
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
