import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Switch.css";
import { Switch } from "@mantine/core";
import type { RoleDto } from "@pitlane/domain";
import { IconShieldLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { type Column, DataTable, type ListTableProps } from "../../../shared/ui/data-table";
import { StatusBadge, actionsColumn } from "../../../shared/ui/table-columns";
import { roleEditPath } from "./role-paths";

/** `isFiltered`: a search or a tab other than all is on. */
export interface RoleTableProps extends ListTableProps<RoleDto> {
  canEdit: boolean;
  canDelete: boolean;
  /** The role whose switch waits for the server. */
  togglingId: string | undefined;
  onToggle: (role: RoleDto, active: boolean) => void;
  onDelete: (role: RoleDto) => void;
}

export function RoleTable(props: RoleTableProps) {
  const { canEdit, canDelete, togglingId, onToggle, onDelete, ...list } = props;
  const { t } = useTranslation();
  const columns: Column<RoleDto>[] = [
    { key: "name", header: t("shop.role.columns.name"), isMain: true, render: (r) => <bdi>{r.name}</bdi> },
    { key: "permissions", header: t("shop.role.columns.permissions"), render: (r) => r.permissions.length },
    { key: "members", header: t("shop.role.columns.members"), render: (r) => r.members_count },
    {
      key: "active",
      header: t("shop.role.columns.active"),
      // Without roles.edit the state is only shown, not a control that would be refused.
      render: (r) =>
        canEdit ? (
          <Switch
            checked={r.active}
            disabled={togglingId === r._id}
            onChange={(event) => onToggle(r, event.currentTarget.checked)}
            aria-label={t("shop.role.row.active", { name: r.name })}
          />
        ) : (
          <StatusBadge isActive={r.active} />
        ),
    },
    actionsColumn(t("shop.role.columns.actions"), (r) => ({
      editTo: canEdit ? roleEditPath(r._id) : null,
      editLabel: t("shop.role.row.edit", { name: r.name }),
      onDelete: canDelete ? () => onDelete(r) : null,
      deleteLabel: t("shop.role.row.delete", { name: r.name }),
    })),
  ];

  return (
    <DataTable
      {...list}
      label={t("shop.role.title")}
      columns={columns}
      emptyTexts={{ none: t("shop.role.list.empty"), filtered: t("shop.role.list.empty_filtered") }}
      emptyIcon={IconShieldLock}
      minWidth={640}
    />
  );
}
