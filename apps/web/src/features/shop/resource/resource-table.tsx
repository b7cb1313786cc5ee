import { Badge } from "@mantine/core";
import type { ListResult, ResourceDto } from "@pitlane/domain";
import { IconVectorTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { type Column, DataTable } from "../../../shared/ui/data-table";
import { RowActions } from "../../../shared/ui/row-actions";
import { resourceBranchName } from "./resource-hooks";

export interface ResourceTableProps {
  data: ListResult<ResourceDto> | undefined;
  pending: boolean;
  /** A search or branch filter is on (changes the empty-state text). */
  isFiltered: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (resource: ResourceDto) => void;
  onDelete: (resource: ResourceDto) => void;
  onPageChange: (page: number) => void;
}

export function ResourceTable({
  data,
  pending,
  isFiltered,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
  onPageChange,
}: ResourceTableProps) {
  const { t, i18n } = useTranslation();
  const columns: Column<ResourceDto>[] = [
    { key: "name", header: t("shop.resource.columns.name"), isMain: true, render: (r) => <bdi>{r.name}</bdi> },
    {
      key: "branch",
      header: t("shop.resource.columns.branch"),
      render: (r) => <bdi>{resourceBranchName(r, i18n.language)}</bdi>,
    },
    { key: "quantity", header: t("shop.resource.columns.quantity"), render: (r) => r.quantity },
    {
      key: "status",
      header: t("fields.status"),
      render: (r) => (
        <Badge color={r.active ? "teal" : "gray"} variant="light">
          {r.active ? t("statuses.active") : t("statuses.inactive")}
        </Badge>
      ),
    },
    {
      key: "actions",
      header: t("shop.resource.columns.actions"),
      alignEnd: true,
      render: (r) => (
        <RowActions
          onEdit={canEdit ? () => onEdit(r) : null}
          editLabel={t("shop.resource.actions.edit", { name: r.name })}
          onDelete={canDelete ? () => onDelete(r) : null}
          deleteLabel={t("shop.resource.actions.delete", { name: r.name })}
        />
      ),
    },
  ];

  return (
    <DataTable
      label={t("shop.resource.title")}
      columns={columns}
      rowKey={(r) => r._id}
      data={data}
      pending={pending}
      emptyText={isFiltered ? t("shop.resource.list.empty_filtered") : t("shop.resource.list.empty")}
      emptyIcon={IconVectorTriangle}
      onPageChange={onPageChange}
    />
  );
}
