import { Badge } from "@mantine/core";
import type { CategoryDto, ListResult } from "@pitlane/domain";
import { IconCategory } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { type Column, DataTable } from "../../../shared/ui/data-table";
import { RowActions } from "../../../shared/ui/row-actions";
import { categoryName } from "./category-hooks";

export interface CategoryTableProps {
  data: ListResult<CategoryDto> | undefined;
  pending: boolean;
  /** A search or kind filter is on (changes the empty-state text). */
  isFiltered: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (category: CategoryDto) => void;
  onDelete: (category: CategoryDto) => void;
  onPageChange: (page: number) => void;
}

export function CategoryTable({
  data,
  pending,
  isFiltered,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
  onPageChange,
}: CategoryTableProps) {
  const { t, i18n } = useTranslation();
  const columns: Column<CategoryDto>[] = [
    {
      key: "name_english",
      header: t("shop.category.columns.name_english"),
      isMain: true,
      render: (c) => (
        <bdi lang="en" dir="ltr">
          {c.name_english}
        </bdi>
      ),
    },
    {
      key: "name_arabic",
      header: t("shop.category.columns.name_arabic"),
      render: (c) => (
        <bdi lang="ar" dir="rtl">
          {c.name_arabic}
        </bdi>
      ),
    },
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
    {
      key: "actions",
      header: t("shop.category.columns.actions"),
      alignEnd: true,
      render: (c) => (
        <RowActions
          onEdit={canEdit ? () => onEdit(c) : null}
          editLabel={t("shop.category.actions.edit", { name: categoryName(c, i18n.language) })}
          onDelete={canDelete ? () => onDelete(c) : null}
          deleteLabel={t("shop.category.actions.delete", { name: categoryName(c, i18n.language) })}
        />
      ),
    },
  ];

  return (
    <DataTable
      label={t("shop.category.title")}
      columns={columns}
      rowKey={(c) => c._id}
      data={data}
      pending={pending}
      emptyText={isFiltered ? t("shop.category.list.empty_filtered") : t("shop.category.list.empty")}
      emptyIcon={IconCategory}
      onPageChange={onPageChange}
    />
  );
}
