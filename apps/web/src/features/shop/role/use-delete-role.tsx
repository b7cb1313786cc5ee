import type { RoleDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useConfirmDelete } from "../../../shared/ui/use-confirm-delete";
import { useRoleRemove } from "./role-hooks";

/** Asks in a modal naming the role, then deletes it; a role still held (409) shows why as a toast. */
export function useDeleteRole() {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete(useRoleRemove());
  return (role: RoleDto) =>
    confirmDelete(role._id, {
      title: t("shop.role.delete.title"),
      confirm: t("shop.role.delete.confirm", { name: role.name }),
      done: t("shop.role.toast.deleted", { name: role.name }),
    });
}
