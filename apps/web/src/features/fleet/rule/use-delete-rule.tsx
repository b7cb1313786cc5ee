import type { FuelRuleDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useConfirmDelete } from "../../../shared/ui/use-confirm-delete";
import { useRuleRemove } from "./rule-hooks";

/** Asks in a modal naming the rule, then deletes it; a rule still held (409) shows why as a toast. */
export function useDeleteRule() {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete(useRuleRemove());
  return (rule: FuelRuleDto) =>
    confirmDelete(rule._id, {
      title: t("fleet.rule.delete.title"),
      confirm: t("fleet.rule.delete.confirm", { name: rule.name }),
      done: t("fleet.rule.toast.deleted", { name: rule.name }),
    });
}
