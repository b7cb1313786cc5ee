import "./appointment-calendar.css";
import { Group, Stack, Text } from "@mantine/core";
import dayjs from "dayjs";
import type { CSSProperties, HTMLAttributes } from "react";
import {
  Calendar,
  type EventProps,
  type Formats,
  type Messages,
  type ResourceHeaderProps,
  type SlotInfo,
  type View,
} from "react-big-calendar";
import { useTranslation } from "react-i18next";
import { CLOCK_FORMATS, calendarLocalizer } from "../../../shared/calendar/big-calendar";
import { dayjsLocaleOf } from "../../../shared/calendar/dayjs-locales";
import { MemberAvatar } from "../../../shared/ui/member-avatar";
import { type AppointmentEvent, type CalendarColumn, timeGridOf } from "./appointment-events";
import type { AppointmentView } from "./calendar-state";
import { ThreeDayView } from "./three-day-view";
import { Plate } from "../../../shared/ui/plate";

/* react-big-calendar has no 3-Day view: ours takes the slot (and the name) of its work week, which the screen never offers. */
const VIEW_OF: Record<AppointmentView, View> = { day: "day", "3day": "work_week", week: "week" };
const VIEWS = { day: true, work_week: ThreeDayView, week: true };

/* Times as the appointments carry them (24-hour HH:mm); day and month names in the reader's language. */
const FORMATS: Formats = { ...CLOCK_FORMATS, dayFormat: "ddd DD MMM" };

interface Props {
  view: AppointmentView;
  /** The shown date, "YYYY-MM-DD". */
  date: string;
  columns: CalendarColumn[];
  events: AppointmentEvent[];
  /** The slot interval in minutes. */
  step: number;
  /** The shop's wall-clock now. */
  getNow: () => Date;
  scrollTo: Date;
  onOpen: (appointmentId: string) => void;
  onDrillDown: (date: Date) => void;
  /** Absent when the role may not book: the calendar then takes no selection. */
  onBook?: (slot: { start: Date; employeeId: string }) => void;
}

/** The technicians as columns and their appointments, in the Day, 3-Day or Week grid of the slot interval. */
export default function AppointmentCalendar({ view, date, columns, events, step, getNow, scrollTo, ...on }: Props) {
  const { t, i18n } = useTranslation();
  const now = getNow();
  const grid = timeGridOf(step);
  const messages: Messages<AppointmentEvent> = {
    allDay: t("shop.appointment.calendar.all_day"),
    showMore: (count) => t("shop.appointment.calendar.more", { value: count }),
  };

  const summaryOf = ({ appointment: a }: AppointmentEvent): string =>
    t("shop.appointment.event.summary", { service: a.service_name, client: a.client_name, plate: a.vehicle_plate });

  function handleSelectSlot(slot: SlotInfo) {
    // Only an empty time in a technician's column, from now on, can be booked.
    if (slot.resourceId === undefined || slot.start < now) return;
    on.onBook?.({ start: slot.start, employeeId: String(slot.resourceId) });
  }

  function slotProps(slot: Date, resourceId?: string | number): HTMLAttributes<HTMLDivElement> {
    const testId =
      resourceId === undefined ? {} : { "data-testid": `slot-${resourceId}-${dayjs(slot).format("YYYY-MM-DDTHH:mm")}` };
    return { ...testId, className: slot < now ? "appointment-slot--past" : undefined };
  }

  const gridSize: CSSProperties & Record<`--${string}`, number | string> = {
    "--appointment-slots": grid.timeslots,
    "--appointment-slot-height": `${grid.slotHeight}px`,
  };

  return (
    <div className="appointment-calendar" style={gridSize}>
      <Calendar<AppointmentEvent, CalendarColumn>
        localizer={calendarLocalizer}
        culture={dayjsLocaleOf(i18n.language)}
        rtl={i18n.dir() === "rtl"}
        toolbar={false}
        views={VIEWS}
        view={VIEW_OF[view]}
        date={dayjs(date).toDate()}
        // The screen's own toolbar moves the dates; these follow a click on a day's heading.
        onView={() => undefined}
        onNavigate={() => undefined}
        onDrillDown={(day) => on.onDrillDown(day)}
        getNow={getNow}
        events={events}
        resources={columns}
        resourceIdAccessor="id"
        resourceTitleAccessor="title"
        resourceAccessor="resourceId"
        resourceGroupingLayout={view !== "day"}
        step={step}
        timeslots={grid.timeslots}
        scrollToTime={scrollTo}
        formats={FORMATS}
        messages={messages}
        selectable={!!on.onBook}
        onSelectSlot={handleSelectSlot}
        onSelectEvent={(event) => on.onOpen(event.id)}
        onKeyPressEvent={(event, e) => {
          if ("key" in e && (e.key === "Enter" || e.key === " ")) on.onOpen(event.id);
        }}
        slotPropGetter={slotProps}
        eventPropGetter={(event) => ({ className: `appointment-event--${event.appointment.status}` })}
        tooltipAccessor={summaryOf}
        components={{ event: EventBody, resourceHeader: ColumnHeader }}
      />
    </div>
  );
}

function EventBody({ event }: EventProps<AppointmentEvent>) {
  const a = event.appointment;
  return (
    <Stack gap={0} data-testid="appointment-event">
      <Text size="xs" fw={700} lh={1.3}>
        <bdi>{a.service_name}</bdi>
      </Text>
      <Text size="xs" lh={1.3}>
        {/* The dot keeps to the name (a no-break space), so a narrow column wraps before the plate, not before the dot. */}
        <bdi>{a.client_name}</bdi>
        {"\u00A0· "}
        <Plate data-testid="appointment-plate">{a.vehicle_plate}</Plate>
      </Text>
    </Stack>
  );
}

function ColumnHeader({ label, resource }: ResourceHeaderProps<CalendarColumn>) {
  return (
    <Group gap={6} wrap="nowrap" justify="center" py={4} data-testid="calendar-column">
      <MemberAvatar imageId={resource.image} name={resource.title} size={24} />
      <Text size="sm" fw={600} truncate title={resource.title}>
        <bdi>{label}</bdi>
      </Text>
    </Group>
  );
}
