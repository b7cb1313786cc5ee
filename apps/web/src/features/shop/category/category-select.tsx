import type { CategoryKind } from "@pitlane/domain";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../shared/session/permissions";
import { ListSelect, type ListSelectProps, NotAllowedSelect } from "../../../shared/ui/list-select";
import { categoryName, useCategoryList } from "./category-hooks";

/** Each catalog screen's own words for the field's two states. */
const textsOf = (t: TFunction, kind: CategoryKind) =>
  kind === "services"
    ? { notAllowed: t("shop.service.choices.no_categories"), loadFailed: t("shop.service.choices.load_failed") }
    : { notAllowed: t("shop.product.choices.no_categories"), loadFailed: t("shop.product.choices.load_failed") };

interface Props extends ListSelectProps {
  /** Services and products each have their own categories. */
  kind: CategoryKind;
}

/**
 * A Select of the shop's categories of one kind. Reading them needs `categories.view`: without it
 * the field says so instead of calling a list the server would refuse.
 */
export function CategorySelect({ kind, ...props }: Props) {
  const { t } = useTranslation();
  const canView = useCan("categories.view");
  const texts = textsOf(t, kind);
  if (!canView) return <NotAllowedSelect {...props} reason={texts.notAllowed} />;
  return <CategoryChoices {...props} kind={kind} loadFailedText={texts.loadFailed} />;
}

function CategoryChoices({ kind, loadFailedText, ...props }: Props & { loadFailedText: string }) {
  const { i18n } = useTranslation();
  const list = useCategoryList({ kind, limit: 100, page: 1 });
  const options = (list.data?.items ?? []).map((c) => ({
    value: c._id,
    label: categoryName(c, i18n.language),
  }));
  return <ListSelect {...props} options={options} isLoadError={list.isError} loadFailedText={loadFailedText} />;
}
