import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useTabParam } from "../../../shared/forms/use-tab-param";
import { notify } from "../../../shared/ui/notify";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { ProductFormPage } from "./product-form-page";
import { PRODUCT_TABS } from "./product-form-values";
import { useProductCreate } from "./product-hooks";
import { PRODUCT_LIST_PATH, productEditPath } from "./product-paths";

/** `/catalog/products/add` */
export function Component() {
  return (
    <RequirePermission permission="products.add">
      <ProductAdd />
    </RequirePermission>
  );
}

function ProductAdd() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useProductCreate();
  const [tab, setTab] = useTabParam(PRODUCT_TABS);

  return (
    <ProductFormPage
      tab={tab}
      onTabChange={setTab}
      pending={create.isPending}
      errors={create.error}
      onCancel={() => void navigate(PRODUCT_LIST_PATH)}
      onSubmit={(body) =>
        create.mutate(body, {
          onSuccess: (saved) => {
            notify.success(t("shop.product.toast.created", { name: saved.name }));
            // The saved product has its own URL (reload and back work); its variants come next.
            void navigate(productEditPath(saved._id, "variant"), { replace: true });
          },
        })
      }
    />
  );
}
