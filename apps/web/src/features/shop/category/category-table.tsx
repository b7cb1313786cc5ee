import { Badge } from "@mantine/core";
import type { CategoryDto } from "@pitlane/domain";
import { IconCategory } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { type Column, DataTable, type ListTableProps } from "../../../shared/ui/data-table";
import { actionsColumn, bilingualNameColumns } from "../../../shared/ui/table-columns";
import { categoryName } from "./category-hooks";

export interface CategoryTableProps extends ListTableProps<CategoryDto> {
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (category: CategoryDto) => void;
  onDelete: (category: CategoryDto) => void;
}

export function CategoryTable({ canEdit, canDelete, onEdit, onDelete, ...list }: CategoryTableProps) {
  const { t, i18n } = useTranslation();
  const columns: Column<CategoryDto>[] = [
    ...bilingualNameColumns<CategoryDto>(
      { english: t("shop.category.columns.name_english"), arabic: t("shop.category.columns.name_arabic") },
      (c) => ({ english: c.name_english, arabic: c.name_arabic }),
    ),
    {
      key: "kind",
      header: t("shop.category.columns.kind"),
      render: (c) => (
        <Badge color={c.kind === "services" ? "blue" : "grape"} variant="light">
          {t(`shop.category.kinds.${c.kind}`)}
        </Badge>
      ),
    },
    { key: "items_count", header: t("shop.category.columns.items_count"), render: (c) => c.items_count },
    actionsColumn(t("shop.category.columns.actions"), (c) => ({
      onEdit: canEdit ? () => onEdit(c) : null,
      editLabel: t("shop.category.actions.edit", { name: categoryName(c, i18n.language) }),
      onDelete: canDelete ? () => onDelete(c) : null,
      deleteLabel: t("shop.category.actions.delete", { name: categoryName(c, i18n.language) }),
    })),
  ];

  return (
    <DataTable
      {...list}
      label={t("shop.category.title")}
      columns={columns}
      emptyTexts={{ none: t("shop.category.list.empty"), filtered: t("shop.category.list.empty_filtered") }}
      emptyIcon={IconCategory}
    />
  );
}
