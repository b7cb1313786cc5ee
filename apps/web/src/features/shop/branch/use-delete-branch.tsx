import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import type { BranchDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { toFailure } from "../../../shared/api/api-error";
import { failureText } from "../../../shared/forms/messages";
import { notify } from "../../../shared/ui/notify";
import { branchName, useBranchRemove } from "./branch-hooks";

/** Asks in a modal naming the branch (Escape or Cancel keeps it), then deletes and says so. */
export function useDeleteBranch() {
  const { t, i18n } = useTranslation();
  const remove = useBranchRemove();

  return (branch: BranchDto) => {
    const name = branchName(branch, i18n.language);
    modals.openConfirmModal({
      title: t("shop.branch.delete.title"),
      centered: true,
      children: <Text size="sm">{t("shop.branch.delete.confirm", { name })}</Text>,
      labels: { confirm: t("actions.delete"), cancel: t("actions.cancel") },
      confirmProps: { color: "red" },
      onConfirm: () =>
        remove.mutate(branch._id, {
          onSuccess: () => notify.success(t("shop.branch.toast.deleted", { name })),
          onError: (error) => notify.error(failureText(t, toFailure(error))),
        }),
    });
  };
}
