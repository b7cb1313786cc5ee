import type { BranchDto } from "@pitlane/domain";
import { IconBuildingStore } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { type Column, DataTable, type ListTableProps } from "../../../shared/ui/data-table";
import { actionsColumn, bilingualNameColumns, cityColumn, statusColumn } from "../../../shared/ui/table-columns";
import { branchName } from "./branch-hooks";
import { Phone } from "../../../shared/ui/phone";

export interface BranchTableProps extends ListTableProps<BranchDto> {
  canEdit: boolean;
  canDelete: boolean;
  onDelete: (branch: BranchDto) => void;
}

export function BranchTable({ canEdit, canDelete, onDelete, ...list }: BranchTableProps) {
  const { t, i18n } = useTranslation();
  // Names get their own direction on a <bdi>, which also keeps "+92 ..." or "Main (North)" intact.
  const columns: Column<BranchDto>[] = [
    ...bilingualNameColumns<BranchDto>(
      { english: t("shop.branch.columns.name_english"), arabic: t("shop.branch.columns.name_arabic") },
      (b) => ({ english: b.branch_name_english, arabic: b.branch_name_arabic }),
    ),
    cityColumn(t, i18n.language),
    { key: "phone", header: t("fields.phone"), render: (b) => <Phone value={b.phone} /> },
    statusColumn(t),
    actionsColumn(t("shop.branch.columns.actions"), (b) => ({
      editTo: canEdit ? `/settings/store/branches/edit/${b._id}` : null,
      editLabel: t("shop.branch.actions.edit", { name: branchName(b, i18n.language) }),
      onDelete: canDelete ? () => onDelete(b) : null,
      deleteLabel: t("shop.branch.actions.delete", { name: branchName(b, i18n.language) }),
    })),
  ];

  return (
    <DataTable
      {...list}
      label={t("shop.store.section_branches")}
      columns={columns}
      emptyTexts={{ none: t("shop.branch.list.empty"), filtered: t("shop.branch.list.empty_filtered") }}
      emptyIcon={IconBuildingStore}
    />
  );
}
