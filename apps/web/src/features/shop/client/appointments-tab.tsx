import { JOB_CARD_STATUSES, type AppointmentDto } from "@pitlane/domain";
import { IconCalendarEvent } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { ListBody } from "../../../shared/ui/list-screen";
import { type Column, DataTable } from "../../../shared/ui/data-table";
import { jobCardNumber } from "../job-card/job-card-format";
import { JobCardStatusBadge } from "../job-card/job-card-status-badge";
import { branchName } from "../branch/branch-hooks";
import { useClientAppointments } from "./client-hooks";
import { TabStatusSelect } from "./tab-status-select";
import { useTabFilter } from "./tab-filter";

/** The client's booked slots, newest first, by status, a page at a time. */
export function AppointmentsTab({ clientId }: { clientId: string }) {
  const { t, i18n } = useTranslation();
  const clock = useTenantClock();
  const { status, page, setStatus, setPage } = useTabFilter("appointments", JOB_CARD_STATUSES);
  const list = useClientAppointments({ client_id: clientId, status, page, limit: 10 });

  const columns: Column<AppointmentDto>[] = [
    {
      key: "date",
      header: t("shop.client.appointments.date"),
      isMain: true,
      render: (a) => clock.date(a.appointment_date),
    },
    {
      key: "time",
      header: t("shop.client.appointments.time"),
      render: (a) => <bdi dir="ltr">{`${a.start_time}–${a.end_time}`}</bdi>,
    },
    { key: "service", header: t("shop.client.appointments.service"), render: (a) => <bdi>{a.service_name}</bdi> },
    {
      key: "technician",
      header: t("shop.client.appointments.technician"),
      render: (a) => <bdi>{a.employee_name}</bdi>,
    },
    {
      key: "vehicle",
      header: t("shop.client.appointments.vehicle"),
      render: (a) => <bdi dir="ltr">{a.vehicle_plate}</bdi>,
    },
    {
      key: "job_card",
      header: t("shop.client.appointments.job_card"),
      render: (a) => <bdi dir="ltr">{jobCardNumber(a.job_card_number)}</bdi>,
    },
    {
      key: "branch",
      header: t("shop.client.appointments.branch"),
      render: (a) => (
        <bdi>
          {branchName(
            { branch_name_english: a.branch_name_english, branch_name_arabic: a.branch_name_arabic },
            i18n.language,
          )}
        </bdi>
      ),
    },
    { key: "status", header: t("fields.status"), render: (a) => <JobCardStatusBadge status={a.status} /> },
  ];

  return (
    <ListBody
      toolbar={
        <TabStatusSelect
          label={t("shop.client.appointments.status_filter")}
          statuses={JOB_CARD_STATUSES}
          labelOf={(s) => t(`shop.job_card.statuses.${s}`)}
          value={status}
          onChange={setStatus}
        />
      }
      list={list}
    >
      <DataTable
        label={t("shop.client.tabs.appointments")}
        columns={columns}
        data={list.data}
        pending={list.isPending}
        isFiltered={!!status}
        onPageChange={setPage}
        emptyTexts={{
          none: t("shop.client.appointments.empty"),
          filtered: t("shop.client.appointments.empty_filtered"),
        }}
        emptyIcon={IconCalendarEvent}
        minWidth={900}
      />
    </ListBody>
  );
}
