import { Badge } from "@mantine/core";
import type { BranchDto, ListResult } from "@pitlane/domain";
import { IconBuildingStore } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { type Column, DataTable } from "../../../shared/ui/data-table";
import { RowActions } from "../../../shared/ui/row-actions";
import { branchName } from "./branch-hooks";

export interface BranchTableProps {
  data: ListResult<BranchDto> | undefined;
  pending: boolean;
  /** A search or status filter is on (changes the empty-state text). */
  isFiltered: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onDelete: (branch: BranchDto) => void;
  onPageChange: (page: number) => void;
}

export function BranchTable({
  data,
  pending,
  isFiltered,
  canEdit,
  canDelete,
  onDelete,
  onPageChange,
}: BranchTableProps) {
  const { t, i18n } = useTranslation();
  // Names get their own direction on a <bdi>, which also keeps "+92 ..." or "Main (North)" intact.
  const columns: Column<BranchDto>[] = [
    {
      key: "name_english",
      header: t("shop.branch.columns.name_english"),
      isMain: true,
      render: (b) => (
        <bdi lang="en" dir="ltr">
          {b.branch_name_english}
        </bdi>
      ),
    },
    {
      key: "name_arabic",
      header: t("shop.branch.columns.name_arabic"),
      render: (b) => (
        <bdi lang="ar" dir="rtl">
          {b.branch_name_arabic}
        </bdi>
      ),
    },
    {
      key: "city",
      header: t("fields.city"),
      render: (b) => <bdi>{(i18n.language === "ar" ? b.city_name_arabic : null) ?? b.city_name ?? "—"}</bdi>,
    },
    { key: "phone", header: t("fields.phone"), render: (b) => <bdi dir="ltr">{b.phone}</bdi> },
    {
      key: "status",
      header: t("fields.status"),
      render: (b) => (
        <Badge color={b.active ? "teal" : "gray"} variant="light">
          {b.active ? t("statuses.active") : t("statuses.inactive")}
        </Badge>
      ),
    },
    {
      key: "actions",
      header: t("shop.branch.columns.actions"),
      alignEnd: true,
      render: (b) => (
        <RowActions
          editTo={canEdit ? `/settings/store/branches/edit/${b._id}` : null}
          editLabel={t("shop.branch.actions.edit", { name: branchName(b, i18n.language) })}
          onDelete={canDelete ? () => onDelete(b) : null}
          deleteLabel={t("shop.branch.actions.delete", { name: branchName(b, i18n.language) })}
        />
      ),
    },
  ];

  return (
    <DataTable
      label={t("shop.store.section_branches")}
      columns={columns}
      rowKey={(b) => b._id}
      data={data}
      pending={pending}
      emptyText={isFiltered ? t("shop.branch.list.empty_filtered") : t("shop.branch.list.empty")}
      emptyIcon={IconBuildingStore}
      onPageChange={onPageChange}
    />
  );
}
