import { ActionIcon, Anchor, Group, Stack, Text } from "@mantine/core";
import type { AssignmentDto } from "@pitlane/domain";
import { IconCalendarOff, IconEye, IconPlayerStop } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type Column, DataTable, type ListTableProps } from "../../../shared/ui/data-table";
import { RowActions } from "../../../shared/ui/row-actions";
import { useAssignmentFormat } from "./assignment-format";
import { employeeHistoryPath, vehicleHistoryPath } from "./assignment-paths";
import { AssignmentStatusBadge } from "./assignment-status-badge";

/** What a row offers; an action left out is not shown (the role lacks it, or the history page). */
export interface AssignmentRowActions {
  onDetails: (assignment: AssignmentDto) => void;
  onEdit?: (assignment: AssignmentDto) => void;
  onUnassign?: (assignment: AssignmentDto) => void;
  onDelete?: (assignment: AssignmentDto) => void;
  /** Plates and names lead to their assigned history. */
  canViewHistory: boolean;
}

export interface AssignmentTableProps extends ListTableProps<AssignmentDto>, AssignmentRowActions {
  label: string;
  emptyTexts: { none: string; filtered: string };
}

const nameOf = (a: AssignmentDto) => `${a.plate_no} – ${a.employee_name}`;

/** Two lines: a name and its code (plate and car id, employee and employee id). */
function Named({ name, code, to }: { name: string; code: string | null; to: string | null }) {
  return (
    <Stack gap={0}>
      {to ? (
        <Anchor component={Link} to={to} fw={500}>
          <bdi>{name}</bdi>
        </Anchor>
      ) : (
        <Text fw={500}>
          <bdi>{name}</bdi>
        </Text>
      )}
      {code && (
        <Text size="xs" c="dimmed">
          <bdi>{code}</bdi>
        </Text>
      )}
    </Stack>
  );
}

export function AssignmentTable({ label, emptyTexts, ...props }: AssignmentTableProps) {
  const { t } = useTranslation();
  const format = useAssignmentFormat();
  const { onDetails, onEdit, onUnassign, onDelete, canViewHistory, ...list } = props;
  const isOpen = (a: AssignmentDto) => a.status !== "unassigned";
  const columns: Column<AssignmentDto>[] = [
    {
      key: "vehicle",
      header: t("fleet.assignment.fields.vehicle"),
      render: (a) => (
        <Named name={a.plate_no} code={a.car_id} to={canViewHistory ? vehicleHistoryPath(a.vehicle_id) : null} />
      ),
    },
    {
      key: "employee",
      header: t("fleet.assignment.fields.employee"),
      render: (a) => (
        <Named
          name={a.employee_name}
          code={a.employee_code}
          to={canViewHistory ? employeeHistoryPath(a.employee_id) : null}
        />
      ),
    },
    { key: "starts_at", header: t("fleet.assignment.fields.starts_at"), render: (a) => format.time(a.starts_at) },
    {
      key: "ends_at",
      header: t("fleet.assignment.fields.ends_at"),
      render: (a) => format.time(a.unassigned_at ?? a.ends_at),
    },
    {
      key: "start_odometer",
      header: t("fleet.assignment.fields.start_odometer"),
      render: (a) => t("fleet.assignment.km", { value: format.km(a.start_odometer) }),
    },
    { key: "status", header: t("fields.status"), render: (a) => <AssignmentStatusBadge status={a.status} /> },
    {
      key: "actions",
      header: t("fleet.assignment.columns.actions"),
      alignEnd: true,
      render: (a) => (
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <ActionIcon
            variant="subtle"
            onClick={() => onDetails(a)}
            aria-label={t("fleet.assignment.row.details", { name: nameOf(a) })}
          >
            <IconEye size={18} />
          </ActionIcon>
          {onUnassign && a.status === "current" && (
            <ActionIcon
              variant="subtle"
              color="orange"
              onClick={() => onUnassign(a)}
              aria-label={t("fleet.assignment.row.unassign", { name: nameOf(a) })}
            >
              <IconPlayerStop size={18} />
            </ActionIcon>
          )}
          <RowActions
            onEdit={onEdit && isOpen(a) ? () => onEdit(a) : null}
            editLabel={t("fleet.assignment.row.edit", { name: nameOf(a) })}
            onDelete={onDelete && a.status === "upcoming" ? () => onDelete(a) : null}
            deleteLabel={t("fleet.assignment.row.delete", { name: nameOf(a) })}
          />
        </Group>
      ),
    },
  ];

  return (
    <DataTable
      {...list}
      label={label}
      columns={columns}
      emptyTexts={emptyTexts}
      emptyIcon={IconCalendarOff}
      minWidth={960}
    />
  );
}
