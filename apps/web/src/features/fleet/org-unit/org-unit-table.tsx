import type { OrgUnitDto, OrgUnitKind } from "@pitlane/domain";
import { IconBuilding, IconHierarchy2, IconIdBadge2 } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { type Column, DataTable, type ListTableProps } from "../../../shared/ui/data-table";
import { actionsColumn } from "../../../shared/ui/table-columns";

const icons = { branch: IconBuilding, department: IconHierarchy2, designation: IconIdBadge2 };

export interface OrgUnitTableProps extends ListTableProps<OrgUnitDto> {
  kind: OrgUnitKind;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (unit: OrgUnitDto) => void;
  onDelete: (unit: OrgUnitDto) => void;
}

/** A page of branches, departments or designations: name, employees placed in each, date added. */
export function OrgUnitTable({ kind, canEdit, canDelete, onEdit, onDelete, ...list }: OrgUnitTableProps) {
  const { t } = useTranslation();
  const clock = useTenantClock();
  const columns: Column<OrgUnitDto>[] = [
    { key: "name", header: t(`fleet.org.${kind}.columns.name`), isMain: true, render: (u) => <bdi>{u.name}</bdi> },
    { key: "employees", header: t(`fleet.org.${kind}.columns.employees`), render: (u) => u.employees_count },
    {
      key: "created_at",
      header: t(`fleet.org.${kind}.columns.created_at`),
      render: (u) => clock.date(u.created_at),
    },
    actionsColumn(t(`fleet.org.${kind}.columns.actions`), (u) => ({
      onEdit: canEdit ? () => onEdit(u) : null,
      editLabel: t(`fleet.org.${kind}.row.edit`, { name: u.name }),
      onDelete: canDelete ? () => onDelete(u) : null,
      deleteLabel: t(`fleet.org.${kind}.row.delete`, { name: u.name }),
      // The server refuses to delete a unit with employees (409): the list says so before anyone tries.
      deleteBlockedBy:
        u.employees_count > 0 ? t(`fleet.org.${kind}.delete.in_use`, { name: u.name, count: u.employees_count }) : null,
    })),
  ];

  return (
    <DataTable
      {...list}
      label={t(`fleet.org.${kind}.title`)}
      columns={columns}
      emptyTexts={{ none: t(`fleet.org.${kind}.list.empty`), filtered: t(`fleet.org.${kind}.list.empty_filtered`) }}
      emptyIcon={icons[kind]}
      minWidth={560}
    />
  );
}
