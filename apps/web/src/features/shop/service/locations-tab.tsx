import { useTranslation } from "react-i18next";
import { BranchChoiceList } from "../branch/branch-choice-list";
import type { ServiceForm } from "./service-form";

/** The branches offering the service. */
export function LocationsTab({ form: { form, field } }: { form: ServiceForm }) {
  const { t } = useTranslation();
  return (
    <BranchChoiceList
      label={t("shop.service.fields.branch_ids")}
      value={form.values.branch_ids}
      onChange={(ids) => form.setFieldValue("branch_ids", ids)}
      error={field("branch_ids").error}
      texts={{ notAllowed: t("shop.service.choices.no_branches"), empty: t("shop.service.choices.branches_empty") }}
    />
  );
}
