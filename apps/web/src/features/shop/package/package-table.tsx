import { Badge } from "@mantine/core";
import { formatDuration, type ListResult, type PackageDto } from "@pitlane/domain";
import { IconPackages } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { type Column, DataTable } from "../../../shared/ui/data-table";
import { Money } from "../../../shared/ui/money";
import { RowActions } from "../../../shared/ui/row-actions";
import { packageEditPath } from "./package-paths";

export interface PackageTableProps {
  data: ListResult<PackageDto> | undefined;
  pending: boolean;
  /** A search, branch or status filter is on (changes the empty-state text). */
  isFiltered: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onDelete: (pkg: PackageDto) => void;
  onPageChange: (page: number) => void;
}

export function PackageTable({
  data,
  pending,
  isFiltered,
  canEdit,
  canDelete,
  onDelete,
  onPageChange,
}: PackageTableProps) {
  const { t, i18n } = useTranslation();
  const columns: Column<PackageDto>[] = [
    { key: "name", header: t("shop.package.columns.name"), isMain: true, render: (p) => <bdi>{p.name}</bdi> },
    {
      key: "branch",
      header: t("shop.package.fields.branch"),
      render: (p) => <bdi>{i18n.language === "ar" ? p.branch_name_arabic : p.branch_name_english}</bdi>,
    },
    {
      key: "lines",
      header: t("shop.package.columns.lines"),
      // Two counts in the order of the header "Services / products", which follows the page's direction.
      render: (p) => `${p.services.length} / ${p.products.length}`,
    },
    {
      key: "duration",
      header: t("shop.package.summary.total_duration"),
      // "1h 30min" reads left to right in both languages, like the spec shows it.
      render: (p) => <bdi dir="ltr">{formatDuration(p.total_duration)}</bdi>,
    },
    {
      key: "total",
      header: t("shop.package.summary.total_amount"),
      render: (p) => <Money amount={p.total_amount} />,
    },
    { key: "price", header: t("shop.package.columns.price"), render: (p) => <Money amount={p.price} /> },
    {
      key: "status",
      header: t("fields.status"),
      render: (p) => (
        <Badge color={p.active ? "teal" : "gray"} variant="light">
          {p.active ? t("statuses.active") : t("statuses.inactive")}
        </Badge>
      ),
    },
    {
      key: "actions",
      header: t("shop.package.columns.actions"),
      alignEnd: true,
      render: (p) => (
        <RowActions
          editTo={canEdit ? packageEditPath(p._id) : null}
          editLabel={t("shop.package.actions.edit", { name: p.name })}
          onDelete={canDelete ? () => onDelete(p) : null}
          deleteLabel={t("shop.package.actions.delete", { name: p.name })}
        />
      ),
    },
  ];

  return (
    <DataTable
      label={t("shop.package.title")}
      columns={columns}
      rowKey={(p) => p._id}
      data={data}
      pending={pending}
      emptyText={isFiltered ? t("shop.package.list.empty_filtered") : t("shop.package.list.empty")}
      emptyIcon={IconPackages}
      onPageChange={onPageChange}
      minWidth={900}
    />
  );
}
