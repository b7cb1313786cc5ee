import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { notify } from "../../../shared/ui/notify";
import { RecordLoadState } from "../../../shared/ui/record-load-error";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { useSupplier, useSupplierUpdate } from "./supplier-hooks";
import { SUPPLIER_LIST_PATH } from "./supplier-paths";
import { SupplierStockOrders } from "../stock-order/supplier-stock-orders";
import { SupplierFormPage } from "./supplier-form-page";

/** `/inventory/suppliers/edit/:id`: checked before the supplier is asked for, which the role may not read. */
export function Component() {
  return (
    <RequirePermission permission="suppliers.edit">
      <SupplierEdit />
    </RequirePermission>
  );
}

function SupplierEdit() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = "" } = useParams();
  const supplier = useSupplier(id);
  const update = useSupplierUpdate();

  if (!supplier.isSuccess) {
    return (
      <RecordLoadState
        record={supplier}
        notFoundText={t("refusals.supplier_not_found")}
        backTo={SUPPLIER_LIST_PATH}
        backLabel={t("shop.supplier.back_to_list")}
      />
    );
  }

  return (
    <SupplierFormPage
      key={supplier.data._id}
      below={<SupplierStockOrders supplier={supplier.data} />}
      data={supplier.data}
      pending={update.isPending}
      errors={update.error}
      onCancel={() => void navigate(SUPPLIER_LIST_PATH)}
      onSubmit={(body) =>
        update.mutate(
          { id, body },
          {
            onSuccess: () => {
              notify.success(t("shop.supplier.toast.updated"));
              void navigate(SUPPLIER_LIST_PATH);
            },
          },
        )
      }
    />
  );
}
