import type { ResourceDto } from "@pitlane/domain";
import { IconVectorTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { type Column, DataTable, type ListTableProps } from "../../../shared/ui/data-table";
import { actionsColumn, statusColumn } from "../../../shared/ui/table-columns";
import { resourceBranchName } from "./resource-hooks";

export interface ResourceTableProps extends ListTableProps<ResourceDto> {
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (resource: ResourceDto) => void;
  onDelete: (resource: ResourceDto) => void;
}

export function ResourceTable({ canEdit, canDelete, onEdit, onDelete, ...list }: ResourceTableProps) {
  const { t, i18n } = useTranslation();
  const columns: Column<ResourceDto>[] = [
    { key: "name", header: t("shop.resource.columns.name"), isMain: true, render: (r) => <bdi>{r.name}</bdi> },
    {
      key: "branch",
      header: t("shop.resource.columns.branch"),
      render: (r) => <bdi>{resourceBranchName(r, i18n.language)}</bdi>,
    },
    { key: "quantity", header: t("shop.resource.columns.quantity"), render: (r) => r.quantity },
    statusColumn(t),
    actionsColumn(t("shop.resource.columns.actions"), (r) => ({
      onEdit: canEdit ? () => onEdit(r) : null,
      editLabel: t("shop.resource.actions.edit", { name: r.name }),
      onDelete: canDelete ? () => onDelete(r) : null,
      deleteLabel: t("shop.resource.actions.delete", { name: r.name }),
    })),
  ];

  return (
    <DataTable
      {...list}
      label={t("shop.resource.title")}
      columns={columns}
      emptyTexts={{ none: t("shop.resource.list.empty"), filtered: t("shop.resource.list.empty_filtered") }}
      emptyIcon={IconVectorTriangle}
    />
  );
}
