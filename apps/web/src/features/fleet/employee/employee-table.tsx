import { Group, Stack, Text } from "@mantine/core";
import type { EmployeeDto } from "@pitlane/domain";
import { IconCircleCheck, IconKey, IconUsers } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { type Column, DataTable, type ListTableProps } from "../../../shared/ui/data-table";
import { RowActions } from "../../../shared/ui/row-actions";
import { type Selection, selectColumn } from "../../../shared/ui/select-column";
import { MemberAvatar } from "../../../shared/ui/member-avatar";
import { employeeEditPath } from "./employee-paths";
import { EmployeeStatusBadge, EmployeeStatusMenu } from "./employee-status-menu";
import { Phone } from "../../../shared/ui/phone";

export interface EmployeeTableProps extends ListTableProps<EmployeeDto> {
  canEdit: boolean;
  canDelete: boolean;
  canUpdateStatus: boolean;
  onDelete: (employee: EmployeeDto) => void;
  /** The rows chosen for T-PINs; absent when the role may not give them. */
  selection?: Selection;
}

/** Two lines in one cell: the main value, and a dimmed second one when there is one. */
function TwoLines({ main, second }: { main: ReactNode; second: string | null }) {
  return (
    <Stack gap={0}>
      <bdi>{main ?? "—"}</bdi>
      {second && (
        <Text size="xs" c="dimmed">
          <bdi>{second}</bdi>
        </Text>
      )}
    </Stack>
  );
}

/** Whether the driver can fuel: a T-PIN is set (the T-PIN itself is never shown). */
function TpinState({ hasTpin }: { hasTpin: boolean }) {
  const { t } = useTranslation();
  if (!hasTpin) {
    return (
      <Text size="sm" c="dimmed">
        {t("fleet.employee.list.tpin_missing")}
      </Text>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      <IconCircleCheck size={16} color="var(--mantine-color-teal-text)" aria-hidden />
      <Text size="sm">{t("fleet.employee.list.tpin_set")}</Text>
    </Group>
  );
}

export function EmployeeTable({
  canEdit,
  canDelete,
  canUpdateStatus,
  onDelete,
  selection,
  ...list
}: EmployeeTableProps) {
  const { t } = useTranslation();
  const selectable: Column<EmployeeDto>[] = selection
    ? [
        selectColumn({
          ...selection,
          rows: list.data?.items ?? [],
          allLabel: t("fleet.employee.list.select_page"),
          rowLabel: (e) => t("fleet.employee.row.select", { name: e.name }),
        }),
      ]
    : [];
  const columns: Column<EmployeeDto>[] = [
    ...selectable,
    {
      key: "name",
      header: t("fleet.employee.columns.name"),
      isMain: true,
      render: (e) => (
        <Group gap="sm" wrap="nowrap">
          <MemberAvatar imageId={e.photo_id} name={e.name} />
          <bdi>{e.name}</bdi>
        </Group>
      ),
    },
    { key: "employee_id", header: t("fleet.employee.columns.employee_id"), render: (e) => <bdi>{e.employee_id}</bdi> },
    {
      key: "organisation",
      header: t("fleet.employee.columns.organisation"),
      render: (e) => <TwoLines main={e.branch_name} second={e.department_name} />,
    },
    {
      key: "contact",
      header: t("fleet.employee.columns.contact"),
      render: (e) => <TwoLines main={<Phone value={e.phone} />} second={e.email} />,
    },
    {
      key: "role",
      header: t("fleet.employee.columns.role"),
      render: (e) =>
        e.can_sign_in ? (
          <Group gap={4} wrap="nowrap" title={t("fleet.employee.list.signs_in")}>
            <IconKey size={14} aria-label={t("fleet.employee.list.signs_in")} />
            <bdi>{e.role_name}</bdi>
          </Group>
        ) : (
          <bdi>{e.role_name ?? "—"}</bdi>
        ),
    },
    {
      key: "tpin",
      header: t("fleet.employee.columns.tpin"),
      render: (e) => <TpinState hasTpin={e.has_tpin} />,
    },
    {
      key: "status",
      header: t("fleet.employee.columns.status"),
      render: (e) =>
        canUpdateStatus ? <EmployeeStatusMenu employee={e} /> : <EmployeeStatusBadge status={e.status} />,
    },
    {
      key: "actions",
      header: t("fleet.employee.columns.actions"),
      alignEnd: true,
      render: (e) => (
        <RowActions
          editTo={canEdit ? employeeEditPath(e._id) : null}
          editLabel={t("fleet.employee.row.edit", { name: e.name })}
          onDelete={canDelete ? () => onDelete(e) : null}
          deleteLabel={t("fleet.employee.row.delete", { name: e.name })}
        />
      ),
    },
  ];

  return (
    <DataTable
      {...list}
      label={t("fleet.employee.title")}
      columns={columns}
      emptyTexts={{ none: t("fleet.employee.list.empty"), filtered: t("fleet.employee.list.empty_filtered") }}
      emptyIcon={IconUsers}
      minWidth={1080}
    />
  );
}
