import type { BranchDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useConfirmDelete } from "../../../shared/ui/use-confirm-delete";
import { branchName, useBranchRemove } from "./branch-hooks";

/** Asks in a modal naming the branch, then deletes and says so. */
export function useDeleteBranch() {
  const { t, i18n } = useTranslation();
  const confirmDelete = useConfirmDelete(useBranchRemove());
  return (branch: BranchDto) => {
    const name = branchName(branch, i18n.language);
    confirmDelete(branch._id, {
      title: t("shop.branch.delete.title"),
      confirm: t("shop.branch.delete.confirm", { name }),
      done: t("shop.branch.toast.deleted", { name }),
    });
  };
}
