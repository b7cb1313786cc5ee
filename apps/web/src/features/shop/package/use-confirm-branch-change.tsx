import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useTranslation } from "react-i18next";

/**
 * Changing the branch clears the chosen lines: ask first (Escape or Cancel keeps the branch and the
 * lines). `text` says which lines, in the form's words (a package's services and products by default).
 */
export function useConfirmBranchChange(text?: string) {
  const { t } = useTranslation();
  return (onConfirm: () => void) =>
    modals.openConfirmModal({
      title: t("shop.package.change_branch.title"),
      centered: true,
      children: <Text size="sm">{text ?? t("shop.package.change_branch.text")}</Text>,
      labels: { confirm: t("shop.package.change_branch.confirm"), cancel: t("actions.cancel") },
      confirmProps: { color: "orange" },
      onConfirm,
    });
}
