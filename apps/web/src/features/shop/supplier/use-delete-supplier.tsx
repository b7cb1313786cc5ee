import type { SupplierDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useConfirmDelete } from "../../../shared/ui/use-confirm-delete";
import { useSupplierRemove } from "./supplier-hooks";

/** Asks in a modal naming the supplier, then deletes and says so. */
export function useDeleteSupplier() {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete(useSupplierRemove());
  return ({ _id, name }: SupplierDto) =>
    confirmDelete(_id, {
      title: t("shop.supplier.delete.title"),
      confirm: t("shop.supplier.delete.confirm", { name }),
      done: t("shop.supplier.toast.deleted", { name }),
    });
}
