import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Switch.css";
import { Switch } from "@mantine/core";
import type { FleetRoleDto } from "@pitlane/domain";
import { IconShieldLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { type Column, DataTable, type ListTableProps } from "../../../shared/ui/data-table";
import { StatusBadge, actionsColumn } from "../../../shared/ui/table-columns";
import { fleetRoleEditPath } from "./role-paths";

/** `isFiltered`: a search or a tab other than all is on. */
export interface FleetRoleTableProps extends ListTableProps<FleetRoleDto> {
  canEdit: boolean;
  canChangeStatus: boolean;
  /** The role whose switch waits for the server. */
  togglingId: string | undefined;
  onToggle: (role: FleetRoleDto, active: boolean) => void;
}

export function FleetRoleTable(props: FleetRoleTableProps) {
  const { canEdit, canChangeStatus, togglingId, onToggle, ...list } = props;
  const { t } = useTranslation();
  const columns: Column<FleetRoleDto>[] = [
    { key: "name", header: t("fleet.org.role.columns.name"), isMain: true, render: (r) => <bdi>{r.name}</bdi> },
    { key: "permissions", header: t("fleet.org.role.columns.permissions"), render: (r) => r.permissions.length },
    { key: "employees", header: t("fleet.org.role.columns.employees"), render: (r) => r.employees_count },
    {
      key: "active",
      header: t("fleet.org.role.columns.active"),
      // Without roles.update_status the state is only shown, not a control that would be refused.
      render: (r) =>
        canChangeStatus ? (
          <Switch
            checked={r.active}
            disabled={togglingId === r._id}
            onChange={(event) => onToggle(r, event.currentTarget.checked)}
            aria-label={t("fleet.org.role.row.active", { name: r.name })}
          />
        ) : (
          <StatusBadge isActive={r.active} />
        ),
    },
    actionsColumn(t("fleet.org.role.columns.actions"), (r) => ({
      editTo: canEdit ? fleetRoleEditPath(r._id) : null,
      editLabel: t("fleet.org.role.row.edit", { name: r.name }),
      // Roles are not deleted (spec 001 lists no such action): deactivate instead.
      deleteLabel: "",
    })),
  ];

  return (
    <DataTable
      {...list}
      label={t("fleet.org.role.title")}
      columns={columns}
      emptyTexts={{ none: t("fleet.org.role.list.empty"), filtered: t("fleet.org.role.list.empty_filtered") }}
      emptyIcon={IconShieldLock}
      minWidth={640}
    />
  );
}
