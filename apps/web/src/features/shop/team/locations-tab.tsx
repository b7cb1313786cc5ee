import { useTranslation } from "react-i18next";
import { BranchChoiceList } from "../branch/branch-choice-list";
import type { TabProps } from "./team-form";

/** The branches the member works at. */
export function LocationsTab({ form: { form, field } }: TabProps) {
  const { t } = useTranslation();
  return (
    <BranchChoiceList
      label={t("shop.team.fields.branch_ids")}
      value={form.values.branch_ids}
      onChange={(ids) => form.setFieldValue("branch_ids", ids)}
      error={field("branch_ids").error}
      texts={{ notAllowed: t("shop.team.choices.no_branches"), empty: t("shop.team.choices.branches_empty") }}
    />
  );
}
