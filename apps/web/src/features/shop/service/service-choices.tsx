import "../../../shared/ui/select-styles";
import { Select, type SelectProps } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../shared/session/permissions";
import { branchName, useBranchList } from "../branch/branch-hooks";
import { useCategoryList } from "../category/category-hooks";

type ChoiceProps = Omit<SelectProps, "data">;

/**
 * A Select of the shop's categories of services. Reading them needs `categories.view`: without
 * it the field says so instead of calling a list the server would refuse.
 */
export function CategorySelect(props: ChoiceProps) {
  const { t } = useTranslation();
  const canView = useCan("categories.view");
  if (!canView) return <Select {...props} data={[]} disabled description={t("shop.service.choices.no_categories")} />;
  return <CategoryChoices {...props} />;
}

function CategoryChoices(props: ChoiceProps) {
  const { t, i18n } = useTranslation();
  const list = useCategoryList({ kind: "services", limit: 100, page: 1 });
  const data = (list.data?.items ?? []).map((c) => ({
    value: c._id,
    label: i18n.language === "ar" ? c.name_arabic : c.name_english,
  }));
  return (
    <Select
      {...props}
      data={data}
      searchable
      nothingFoundMessage={t("fields.nothing_found")}
      error={props.error ?? (list.isError ? t("shop.service.choices.load_failed") : undefined)}
    />
  );
}

/** A Select of the shop's branches (needs `branches.view`, like CategorySelect needs its own). */
export function BranchSelect(props: ChoiceProps) {
  const { t } = useTranslation();
  const canView = useCan("branches.view");
  if (!canView) return <Select {...props} data={[]} disabled description={t("shop.service.choices.no_branches")} />;
  return <BranchChoices {...props} />;
}

function BranchChoices(props: ChoiceProps) {
  const { t, i18n } = useTranslation();
  const list = useBranchList({ limit: 100, page: 1, sort: "name", order: "asc" });
  const data = (list.data?.items ?? []).map((b) => ({ value: b._id, label: branchName(b, i18n.language) }));
  return (
    <Select
      {...props}
      data={data}
      searchable
      nothingFoundMessage={t("fields.nothing_found")}
      error={props.error ?? (list.isError ? t("shop.service.choices.load_failed") : undefined)}
    />
  );
}
