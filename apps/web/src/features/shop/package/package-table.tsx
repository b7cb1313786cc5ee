import { formatDuration, type PackageDto } from "@pitlane/domain";
import { IconPackages } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { type Column, DataTable, type ListTableProps } from "../../../shared/ui/data-table";
import { Money } from "../../../shared/ui/money";
import { actionsColumn, statusColumn } from "../../../shared/ui/table-columns";
import { branchName } from "../branch/branch-hooks";
import { packageEditPath } from "./package-paths";

export interface PackageTableProps extends ListTableProps<PackageDto> {
  canEdit: boolean;
  canDelete: boolean;
  onDelete: (pkg: PackageDto) => void;
}

export function PackageTable({ canEdit, canDelete, onDelete, ...list }: PackageTableProps) {
  const { t, i18n } = useTranslation();
  const columns: Column<PackageDto>[] = [
    { key: "name", header: t("shop.package.columns.name"), isMain: true, render: (p) => <bdi>{p.name}</bdi> },
    {
      key: "branch",
      header: t("shop.package.fields.branch"),
      render: (p) => <bdi>{branchName(p, i18n.language)}</bdi>,
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
    statusColumn(t),
    actionsColumn(t("shop.package.columns.actions"), (p) => ({
      editTo: canEdit ? packageEditPath(p._id) : null,
      editLabel: t("shop.package.actions.edit", { name: p.name }),
      onDelete: canDelete ? () => onDelete(p) : null,
      deleteLabel: t("shop.package.actions.delete", { name: p.name }),
    })),
  ];

  return (
    <DataTable
      {...list}
      label={t("shop.package.title")}
      columns={columns}
      emptyTexts={{ none: t("shop.package.list.empty"), filtered: t("shop.package.list.empty_filtered") }}
      emptyIcon={IconPackages}
      minWidth={900}
    />
  );
}
