import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/SimpleGrid.css";
import { Button, Group, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import type { AssignmentDto } from "@pitlane/domain";
import { IconHistory, IconPencil, IconPlayerStop, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCan } from "../../../shared/session/permissions";
import { DetailItem } from "../../../shared/ui/detail-item";
import { ModalRecordLoadState } from "../../../shared/ui/record-load-error";
import { useAssignmentFormat } from "./assignment-format";
import { useAssignment } from "./assignment-hooks";
import { employeeHistoryPath, vehicleHistoryPath } from "./assignment-paths";
import { AssignmentStatusBadge } from "./assignment-status-badge";
import { useAssignmentActions } from "./use-assignment-actions";

interface Props {
  /** The assignment shown; null when closed. */
  id: string | null;
  onClose: () => void;
  onEdit: (id: string) => void;
}

/** One assignment (a calendar event clicked, a row's eye): what it is, and what may be done with it. */
export function AssignmentDetails({ id, onClose, onEdit }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={id !== null} onClose={onClose} title={t("fleet.assignment.details.title")} centered size="lg">
      {id && <DetailsBody id={id} onClose={onClose} onEdit={onEdit} />}
    </Modal>
  );
}

function DetailsBody({ id, onClose, onEdit }: { id: string; onClose: () => void; onEdit: (id: string) => void }) {
  const { t } = useTranslation();
  const record = useAssignment(id);
  if (!record.isSuccess)
    return <ModalRecordLoadState record={record} notFoundText={t("refusals.assignment_not_found")} />;
  return <Details assignment={record.data} onClose={onClose} onEdit={onEdit} />;
}

function Details({
  assignment: a,
  onClose,
  onEdit,
}: {
  assignment: AssignmentDto;
  onClose: () => void;
  onEdit: (id: string) => void;
}) {
  const { t } = useTranslation();
  const format = useAssignmentFormat();
  const actions = useAssignmentActions(onClose);
  const canEdit = useCan("assignments.edit") && a.status !== "unassigned";
  const canUnassign = useCan("assignments.edit") && a.status === "current";
  const canDelete = useCan("assignments.delete") && a.status === "upcoming";
  const canViewHistory = useCan("assignments.view_history");
  return (
    <Stack>
      <Group justify="space-between">
        <Text fw={600} size="lg">
          <bdi>{a.plate_no}</bdi> · <bdi>{a.employee_name}</bdi>
        </Text>
        <AssignmentStatusBadge status={a.status} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DetailItem label={t("fleet.assignment.fields.vehicle")}>
          <bdi>{`${a.plate_no} · ${a.car_id}`}</bdi>
        </DetailItem>
        <DetailItem label={t("fleet.assignment.fields.employee")}>
          <bdi>{a.employee_code ? `${a.employee_name} · ${a.employee_code}` : a.employee_name}</bdi>
        </DetailItem>
        <DetailItem label={t("fleet.assignment.fields.starts_at")}>{format.time(a.starts_at)}</DetailItem>
        <DetailItem label={t("fleet.assignment.fields.ends_at")}>{format.time(a.ends_at)}</DetailItem>
        {a.unassigned_at && (
          <DetailItem label={t("fleet.assignment.fields.unassigned_at")}>{format.time(a.unassigned_at)}</DetailItem>
        )}
        <DetailItem label={t("fleet.assignment.fields.start_odometer")}>
          {t("fleet.assignment.km", { value: format.km(a.start_odometer) })}
        </DetailItem>
      </SimpleGrid>
      {a.comment && (
        <DetailItem label={t("fleet.assignment.fields.comment")}>
          <bdi>{a.comment}</bdi>
        </DetailItem>
      )}
      {canViewHistory && (
        <Group gap="xs">
          <Button
            component={Link}
            to={vehicleHistoryPath(a.vehicle_id)}
            variant="light"
            size="xs"
            leftSection={<IconHistory size={14} />}
          >
            {t("fleet.assignment.details.vehicle_history")}
          </Button>
          <Button
            component={Link}
            to={employeeHistoryPath(a.employee_id)}
            variant="light"
            size="xs"
            leftSection={<IconHistory size={14} />}
          >
            {t("fleet.assignment.details.employee_history")}
          </Button>
        </Group>
      )}
      <Group justify="flex-end">
        {canDelete && (
          <Button
            variant="default"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => actions.confirmDelete(a)}
          >
            {t("actions.delete")}
          </Button>
        )}
        {canUnassign && (
          <Button
            color="orange"
            variant="light"
            leftSection={<IconPlayerStop size={16} />}
            onClick={() => actions.confirmUnassign(a)}
          >
            {t("fleet.assignment.unassign.action")}
          </Button>
        )}
        {canEdit && (
          <Button leftSection={<IconPencil size={16} />} onClick={() => onEdit(a._id)}>
            {t("fleet.assignment.update")}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
