import "../../../shared/ui/select-styles";
import { Select, type SelectProps } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../shared/session/permissions";
import { useCategoryList } from "../category/category-hooks";

type Props = Omit<SelectProps, "data">;

/**
 * A Select of the shop's categories of products. Reading them needs `categories.view`: without it
 * the field says so instead of calling a list the server would refuse.
 */
export function ProductCategorySelect(props: Props) {
  const { t } = useTranslation();
  const canView = useCan("categories.view");
  if (!canView) return <Select {...props} data={[]} disabled description={t("shop.product.choices.no_categories")} />;
  return <CategoryChoices {...props} />;
}

function CategoryChoices(props: Props) {
  const { t, i18n } = useTranslation();
  const list = useCategoryList({ kind: "products", limit: 100, page: 1 });
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
      error={props.error ?? (list.isError ? t("shop.product.choices.load_failed") : undefined)}
    />
  );
}
