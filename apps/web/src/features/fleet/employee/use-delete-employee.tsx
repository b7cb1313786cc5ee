import type { EmployeeDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useConfirmDelete } from "../../../shared/ui/use-confirm-delete";
import { useEmployeeRemove } from "./employee-hooks";

/** Asks in a modal naming the employee, then deletes them; one assigned to a vehicle (409) shows why as a toast. */
export function useDeleteEmployee() {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete(useEmployeeRemove());
  return (employee: EmployeeDto) =>
    confirmDelete(employee._id, {
      title: t("fleet.employee.delete.title"),
      confirm: t("fleet.employee.delete.confirm", { name: employee.name }),
      done: t("fleet.employee.toast.deleted", { name: employee.name }),
    });
}
