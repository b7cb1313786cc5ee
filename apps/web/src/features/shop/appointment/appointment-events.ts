import type { AppointmentDto, BookedEmployeeDto, EmployeeAppointmentsDto } from "@pitlane/domain";
import dayjs from "dayjs";
import { JOB_CARD_ADD_PATH } from "../job-card/job-card-paths";
import { memberName } from "../team/team-hooks";

/** A column of the calendar: one booked employee (a react-big-calendar resource). */
export interface CalendarColumn {
  id: string;
  title: string;
  image: string | null;
}

/** One appointment on the calendar, drawn in its technician's column. */
export interface AppointmentEvent {
  id: string;
  title: string;
  start: Date;
  end: Date;
  resourceId: string;
  appointment: AppointmentDto;
}

/** The columns named in the reader's language, as the job card form names the technicians. */
export const columnsOf = (employees: BookedEmployeeDto[], language: string): CalendarColumn[] =>
  employees.map((e) => ({ id: e._id, title: memberName(e, language), image: e.image }));

/** A date and a wall-clock time ("2026-03-09", "09:30") as the local Date the calendar draws. */
export const wallTime = (date: string, time: string) => dayjs(`${date}T${time}`).toDate();

/**
 * The appointments of the employees as calendar events. A cancelled one no longer holds its slot
 * (its job card freed it), so it is not drawn where a new booking may now sit.
 */
export function eventsOf(groups: EmployeeAppointmentsDto[]): AppointmentEvent[] {
  return groups.flatMap((employee) =>
    employee.appointments
      .filter((a) => a.status !== "cancelled")
      .map((a) => ({
        id: a._id,
        title: a.service_name,
        start: wallTime(a.appointment_date, a.start_time),
        end: wallTime(a.appointment_date, a.end_time),
        resourceId: employee._id,
        appointment: a,
      })),
  );
}

/** The earliest start among the events, for the calendar to scroll to; null when there are none. */
export function firstStart(events: AppointmentEvent[]): Date | null {
  const minutes = events.map((e) => e.start.getHours() * 60 + e.start.getMinutes());
  if (minutes.length === 0) return null;
  const first = Math.min(...minutes);
  return new Date(1970, 0, 1, Math.floor(first / 60), first % 60);
}

export interface NewBooking {
  /** "YYYY-MM-DD" */
  date: string;
  branchId: string | null;
  employeeId?: string;
  /** "HH:mm" */
  startTime?: string;
}

/** The job card form, prefilled with what is known: the date, the branch when one is chosen, a slot's technician and time. */
export function newBookingPath({ date, branchId, employeeId, startTime }: NewBooking): string {
  const query = new URLSearchParams({ date });
  if (branchId) query.set("branch_id", branchId);
  if (employeeId) query.set("employee_id", employeeId);
  if (startTime) query.set("start_time", startTime);
  return `${JOB_CARD_ADD_PATH}?${query.toString()}`;
}

/** A slot's start on the calendar as the date and time the job card form takes. */
export const slotStartOf = (start: Date) => ({
  date: dayjs(start).format("YYYY-MM-DD"),
  startTime: dayjs(start).format("HH:mm"),
});

/**
 * react-big-calendar's grid for a slot interval: slots of `step` minutes, as many as fit in an hour
 * grouped under one time label, each slot tall enough to click (a 5-minute slot too).
 */
export function timeGridOf(step: number): { timeslots: number; slotHeight: number } {
  return { timeslots: Math.max(1, Math.floor(60 / step)), slotHeight: Math.max(20, Math.round(step * 1.6)) };
}
