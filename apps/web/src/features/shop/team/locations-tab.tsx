import { useTranslation } from "react-i18next";
import { useCan } from "../../../shared/session/permissions";
import { branchName, useBranchList } from "../branch/branch-hooks";
import { ChoiceList, NotAllowedNote } from "../service/choice-list";
import type { TabProps } from "./team-form";

/** The branches the member works at. */
export function LocationsTab({ form }: TabProps) {
  const { t } = useTranslation();
  const canView = useCan("branches.view");
  if (!canView) return <NotAllowedNote>{t("shop.team.choices.no_branches")}</NotAllowedNote>;
  return <BranchChoices form={form} />;
}

function BranchChoices({ form: { form, field } }: TabProps) {
  const { t, i18n } = useTranslation();
  const list = useBranchList({ limit: 100, page: 1, sort: "name", order: "asc" });
  const choices = (list.data?.items ?? []).map((b) => ({
    value: b._id,
    label: branchName(b, i18n.language),
    description: b.active ? undefined : t("statuses.inactive"),
  }));
  return (
    <ChoiceList
      label={t("shop.team.fields.branch_ids")}
      choices={choices}
      value={form.values.branch_ids}
      onChange={(ids) => form.setFieldValue("branch_ids", ids)}
      error={field("branch_ids").error}
      pending={list.isPending}
      loadError={list.error}
      onRetry={() => void list.refetch()}
      emptyText={t("shop.team.choices.branches_empty")}
    />
  );
}
