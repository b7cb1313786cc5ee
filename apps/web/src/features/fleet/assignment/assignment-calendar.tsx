import "./assignment-calendar.css";
import { Group, Paper, Stack } from "@mantine/core";
import type { AssignmentDto } from "@pitlane/domain";
import dayjs from "dayjs";
import { useMemo, useState } from "react";
import { Calendar, type Messages, type SlotInfo } from "react-big-calendar";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { CLOCK_FORMATS, calendarLocalizer as localizer } from "../../../shared/calendar/big-calendar";
import { dayjsLocaleOf } from "../../../shared/calendar/dayjs-locales";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { ListError } from "../../../shared/ui/list-error";
import { useAssignmentCalendar, useEmployeeChoices, useVehicleChoices } from "./assignment-hooks";
import {
  CALENDAR_VIEWS,
  dateOfParam,
  paramOfDate,
  viewOfParam,
  visibleRange,
  type CalendarView,
} from "./calendar-range";
import { employeeChoiceLabel, vehicleChoiceLabel } from "./choice-labels";
import { ChoiceSelect } from "../../../shared/ui/choice-select";

interface CalendarEvent {
  title: string;
  start: Date;
  end: Date;
  assignment: AssignmentDto;
}

/** Week and day views open on the working day, not at midnight. */
const SCROLL_TO = new Date(1970, 0, 1, 6);
/** Lines of the lane of assignments over several days, before "+N more": the hours keep the panel. */
const LANE_LINES = 5;

/** As the calendar decides what goes in the lane: an event that ends on another date than it starts. */
const isOneDay = (event: CalendarEvent) => dayjs(event.start).isSame(event.end, "day");

interface Props {
  onDetails: (id: string) => void;
  /** Absent when the role may not assign: the calendar then takes no selection. The slot's instants. */
  onAssign?: (slot: { start: Date; end: Date }) => void;
}

/**
 * The calendar view (month, week, day, agenda; weeks from Monday), loaded only when opened. Its
 * view and date live in the URL (`cal`, `date`); a vehicle or an employee narrows it down. It draws
 * the company's wall clock, whatever the browser's zone: times, "today" and "now" are the company's.
 */
export default function AssignmentCalendar({ onDetails, onAssign }: Props) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const clock = useTenantClock();
  const view = viewOfParam(params.get("cal"));
  const date = dateOfParam(params.get("date"), clock.today());
  const [vehicleId, setVehicleId] = useState<string | null>(null);
  const [employeeId, setEmployeeId] = useState<string | null>(null);
  const range = visibleRange(view, date, clock.fromFloating);
  const calendar = useAssignmentCalendar({
    ...range,
    vehicle_id: vehicleId ?? undefined,
    employee_id: employeeId ?? undefined,
  });

  const events = useMemo<CalendarEvent[]>(
    () =>
      (calendar.data ?? []).map((a) => ({
        title: `${a.plate_no} · ${a.employee_name}`,
        start: clock.toFloating(a.starts_at),
        end: clock.toFloating(a.unassigned_at ?? a.ends_at),
        assignment: a,
      })),
    [calendar.data, clock],
  );

  function move(next: { view?: CalendarView; date?: Date }) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set("cal", next.view ?? view);
        updated.set("date", paramOfDate(next.date ?? date));
        return updated;
      },
      { replace: true },
    );
  }

  // Week and day views put assignments over several days in a lane above the hours, a few lines of
  // it (see the CSS); its corner says how many there are in all.
  const laneCount = view === "week" || view === "day" ? events.filter((event) => !isOneDay(event)).length : 0;

  // One object while the count stands: the calendar re-renders its views when `components` changes.
  const components = useMemo(
    () => ({
      timeGutterHeader: () =>
        laneCount > 0 && (
          <span className="assignment-lane-count">{t("fleet.assignment.calendar.lane", { count: laneCount })}</span>
        ),
    }),
    [laneCount, t],
  );

  const messages: Messages<CalendarEvent> = {
    date: t("fleet.assignment.calendar.date"),
    time: t("fleet.assignment.calendar.time"),
    event: t("fleet.assignment.calendar.event"),
    allDay: t("fleet.assignment.calendar.all_day"),
    week: t("fleet.assignment.calendar.week"),
    day: t("fleet.assignment.calendar.day"),
    month: t("fleet.assignment.calendar.month"),
    agenda: t("fleet.assignment.calendar.agenda"),
    previous: t("fleet.assignment.calendar.previous"),
    next: t("fleet.assignment.calendar.next"),
    today: t("fleet.assignment.calendar.today"),
    noEventsInRange: t("fleet.assignment.calendar.empty"),
    showMore: (count) => t("fleet.assignment.calendar.more", { count }),
  };

  return (
    <Stack>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <ChoiceSelect
          label={t("fleet.assignment.calendar.vehicle_filter")}
          placeholder={t("fleet.assignment.calendar.all_vehicles")}
          clearable
          w={260}
          value={vehicleId}
          useChoices={useVehicleChoices}
          labelOf={vehicleChoiceLabel}
          loadFailedText={t("fleet.assignment.form.choices_failed")}
          onChange={setVehicleId}
        />
        <ChoiceSelect
          label={t("fleet.assignment.calendar.employee_filter")}
          placeholder={t("fleet.assignment.calendar.all_employees")}
          clearable
          w={260}
          value={employeeId}
          useChoices={useEmployeeChoices}
          labelOf={employeeChoiceLabel}
          loadFailedText={t("fleet.assignment.form.choices_failed")}
          onChange={setEmployeeId}
        />
      </Group>
      {calendar.isError && <ListError error={calendar.error} onRetry={() => void calendar.refetch()} />}
      <Paper className="app-calendar fleet-calendar" aria-busy={calendar.isFetching} h={720}>
        <Calendar<CalendarEvent>
          localizer={localizer}
          culture={dayjsLocaleOf(i18n.language)}
          rtl={i18n.dir() === "rtl"}
          events={events}
          views={[...CALENDAR_VIEWS]}
          view={view}
          date={date}
          getNow={clock.now}
          onView={(next) => move({ view: viewOfParam(next) })}
          onNavigate={(next) => move({ date: next })}
          selectable={!!onAssign}
          onSelectSlot={(slot: SlotInfo) =>
            onAssign?.({ start: clock.fromFloating(slot.start), end: clock.fromFloating(slot.end) })
          }
          onSelectEvent={(event) => onDetails(event.assignment._id)}
          eventPropGetter={(event) => ({ className: `assignment-event assignment-event--${event.assignment.status}` })}
          tooltipAccessor={(event) => `${event.title} (${t(`fleet.assignment.statuses.${event.assignment.status}`)})`}
          messages={messages}
          formats={CLOCK_FORMATS}
          scrollToTime={SCROLL_TO}
          allDayMaxRows={LANE_LINES}
          components={components}
          popup
        />
      </Paper>
    </Stack>
  );
}
