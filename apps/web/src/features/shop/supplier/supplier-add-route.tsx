import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { notify } from "../../../shared/ui/notify";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { useSupplierCreate } from "./supplier-hooks";
import { SUPPLIER_LIST_PATH } from "./supplier-paths";
import { SupplierFormPage } from "./supplier-form-page";

/** `/inventory/suppliers/add` */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useSupplierCreate();

  return (
    <RequirePermission permission="suppliers.add">
      <SupplierFormPage
        pending={create.isPending}
        errors={create.error}
        onCancel={() => void navigate(SUPPLIER_LIST_PATH)}
        onSubmit={(body) =>
          create.mutate(body, {
            onSuccess: () => {
              notify.success(t("shop.supplier.toast.created"));
              void navigate(SUPPLIER_LIST_PATH);
            },
          })
        }
      />
    </RequirePermission>
  );
}
