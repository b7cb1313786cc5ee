import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/SimpleGrid.css";
import { Anchor, Button, Group, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { type AppointmentDto, isAppointmentDeletable } from "@pitlane/domain";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toFailure } from "../../../shared/api/api-error";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { useCan } from "../../../shared/session/permissions";
import { DetailItem } from "../../../shared/ui/detail-item";
import { FormError } from "../../../shared/ui/form-error";
import { notify } from "../../../shared/ui/notify";
import { ModalRecordLoadState } from "../../../shared/ui/record-load-error";
import { branchName } from "../branch/branch-hooks";
import { jobCardNumber } from "../job-card/job-card-format";
import { jobCardDetailPath } from "../job-card/job-card-paths";
import { JobCardStatusBadge } from "../job-card/job-card-status-badge";
import { useRemoveAppointment } from "./appointment-hooks";

interface Props {
  /** Open when the URL names an appointment. */
  isOpen: boolean;
  /** The named appointment among the calendar's; null while they load or when it is gone. */
  appointment: AppointmentDto | null;
  isLoading: boolean;
  onClose: () => void;
}

/** An appointment clicked on the calendar: what, who, when, its job card; and Delete. */
export function AppointmentDetails({ isOpen, appointment, isLoading, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={isOpen} onClose={onClose} title={t("shop.appointment.details.title")} centered size="lg">
      {appointment ? (
        <Details appointment={appointment} onDeleted={onClose} />
      ) : (
        <ModalRecordLoadState
          record={{ isPending: isLoading, error: null }}
          notFoundText={t("shop.appointment.details.not_found")}
        />
      )}
    </Modal>
  );
}

function Details({ appointment: a, onDeleted }: { appointment: AppointmentDto; onDeleted: () => void }) {
  const { t, i18n } = useTranslation();
  const clock = useTenantClock();
  const remove = useRemoveAppointment();
  // Offered only where the API allows it: a booked job card's appointment that is not a package's.
  const canDelete = useCan("appointments.delete") && isAppointmentDeletable(a);
  const canOpenJobCard = useCan("job_cards.view");
  const date = clock.date(a.appointment_date);
  const number = jobCardNumber(a.job_card_number);

  // The server still decides (the job card may have started meanwhile) and says why not.
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t("shop.appointment.delete.title"),
      centered: true,
      children: (
        <Text size="sm">
          {t("shop.appointment.delete.confirm", {
            service: a.service_name,
            client: a.client_name,
            date,
            time: a.start_time,
            number,
          })}
        </Text>
      ),
      labels: { confirm: t("actions.delete"), cancel: t("actions.cancel") },
      confirmProps: { color: "red" },
      onConfirm: () =>
        remove.mutate(a._id, {
          onSuccess: () => {
            notify.success(t("shop.appointment.toast.deleted"));
            onDeleted();
          },
        }),
    });

  return (
    <Stack>
      <Group justify="space-between">
        <Text fw={600} size="lg">
          <bdi>{a.service_name}</bdi>
        </Text>
        <JobCardStatusBadge status={a.status} label={t(`shop.appointment.statuses.${a.status}`)} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DetailItem label={t("shop.appointment.details.technician")}>
          <bdi>{a.employee_name}</bdi>
        </DetailItem>
        <DetailItem label={t("shop.appointment.details.client")}>
          <bdi>{a.client_name}</bdi>
        </DetailItem>
        <DetailItem label={t("shop.appointment.details.vehicle")}>
          <bdi>{a.vehicle_plate}</bdi>
        </DetailItem>
        <DetailItem label={t("shop.appointment.details.branch")}>
          <bdi>{branchName(a, i18n.language)}</bdi>
        </DetailItem>
        <DetailItem label={t("shop.appointment.details.date")}>{date}</DetailItem>
        <DetailItem label={t("shop.appointment.details.time")}>
          <bdi>{`${a.start_time} – ${a.end_time}`}</bdi>
        </DetailItem>
        <DetailItem label={t("shop.appointment.details.job_card")}>
          {canOpenJobCard ? (
            <Anchor component={Link} to={jobCardDetailPath(a.job_card_id)}>
              <bdi>{number}</bdi>
            </Anchor>
          ) : (
            <bdi>{number}</bdi>
          )}
        </DetailItem>
      </SimpleGrid>
      <FormError failure={remove.error ? toFailure(remove.error) : null} />
      {canDelete && (
        <Group justify="flex-end">
          <Button
            variant="default"
            color="red"
            leftSection={<IconTrash size={16} />}
            loading={remove.isPending}
            onClick={confirmDelete}
          >
            {t("shop.appointment.delete.action")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
