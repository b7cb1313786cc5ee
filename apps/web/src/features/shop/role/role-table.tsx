import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Switch.css";
import { Badge, Switch } from "@mantine/core";
import type { ListResult, RoleDto } from "@pitlane/domain";
import { IconShieldLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { type Column, DataTable } from "../../../shared/ui/data-table";
import { RowActions } from "../../../shared/ui/row-actions";
import { roleEditPath } from "./role-paths";

export interface RoleTableProps {
  data: ListResult<RoleDto> | undefined;
  pending: boolean;
  /** A search or tab other than all is on (changes the empty-state text). */
  isFiltered: boolean;
  canEdit: boolean;
  canDelete: boolean;
  /** The role whose switch waits for the server. */
  togglingId: string | undefined;
  onToggle: (role: RoleDto, active: boolean) => void;
  onDelete: (role: RoleDto) => void;
  onPageChange: (page: number) => void;
}

export function RoleTable(props: RoleTableProps) {
  const { data, pending, isFiltered, canEdit, canDelete, togglingId, onToggle, onDelete, onPageChange } = props;
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
          <Badge color={r.active ? "teal" : "gray"} variant="light">
            {r.active ? t("statuses.active") : t("statuses.inactive")}
          </Badge>
        ),
    },
    {
      key: "actions",
      header: t("shop.role.columns.actions"),
      alignEnd: true,
      render: (r) => (
        <RowActions
          editTo={canEdit ? roleEditPath(r._id) : null}
          editLabel={t("shop.role.row.edit", { name: r.name })}
          onDelete={canDelete ? () => onDelete(r) : null}
          deleteLabel={t("shop.role.row.delete", { name: r.name })}
        />
      ),
    },
  ];

  return (
    <DataTable
      label={t("shop.role.title")}
      columns={columns}
      rowKey={(r) => r._id}
      data={data}
      pending={pending}
      emptyText={isFiltered ? t("shop.role.list.empty_filtered") : t("shop.role.list.empty")}
      emptyIcon={IconShieldLock}
      onPageChange={onPageChange}
      minWidth={640}
    />
  );
}
