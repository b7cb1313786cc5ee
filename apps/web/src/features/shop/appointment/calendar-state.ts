import dayjs from "dayjs";
import "../../../shared/calendar/dayjs-locales";

/** Spec 000 section 4: the calendar shows a day (the default), three days or a week; spelled as the URL keeps them. */
export const APPOINTMENT_VIEWS = ["day", "3day", "week"] as const;
export type AppointmentView = (typeof APPOINTMENT_VIEWS)[number];

/** What the screen's URL holds: `?view=week&date=2026-03-09&branch_id=<id>`. */
export interface CalendarState {
  view: AppointmentView;
  /** The date the view is opened at, "YYYY-MM-DD" on the shop's clock. */
  date: string;
  /** The branch filter; null for every branch. */
  branchId: string | null;
}

/** Dates inclusive, as the appointment calls take them. */
export interface DateRange {
  from: string;
  to: string;
}

const ISO = "YYYY-MM-DD";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAYS_SHOWN: Record<AppointmentView, number> = { day: 1, "3day": 3, week: 7 };

/** A real calendar date written as "YYYY-MM-DD" (not "2026-02-30", which dayjs would roll over). */
export const isIsoDate = (value: string | null): value is string =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).format(ISO) === value;

/** Reads the URL leniently: an unknown view is Day, a missing or odd date is the shop's today, an odd branch is all. */
export function calendarStateOf(params: URLSearchParams, today: string): CalendarState {
  const date = params.get("date");
  const branchId = params.get("branch_id");
  return {
    view: APPOINTMENT_VIEWS.find((view) => view === params.get("view")) ?? "day",
    date: isIsoDate(date) ? date : today,
    branchId: branchId && UUID.test(branchId) ? branchId : null,
  };
}

/** The URL's parameters with the state written in; the others (an open dialog's) are kept. */
export function withCalendarState(current: URLSearchParams, state: CalendarState): URLSearchParams {
  const next = new URLSearchParams(current);
  next.set("view", state.view);
  next.set("date", state.date);
  if (state.branchId) next.set("branch_id", state.branchId);
  else next.delete("branch_id");
  return next;
}

/** Monday of the date's week: weeks run Monday to Sunday in both languages (shared/calendar/dayjs-locales.ts). */
const mondayOf = (day: dayjs.Dayjs) => day.subtract((day.day() + 6) % 7, "day");

/** The days a view shows from its date: the day itself, the day and the two after it, or its week from Monday. */
export function visibleRange(view: AppointmentView, date: string): DateRange {
  const day = dayjs(date);
  const from = view === "week" ? mondayOf(day) : day;
  return { from: from.format(ISO), to: from.add(DAYS_SHOWN[view] - 1, "day").format(ISO) };
}

/** Previous (-1) or next (+1): a day, three days or a week away. */
export const shiftDate = (view: AppointmentView, date: string, direction: 1 | -1) =>
  dayjs(date)
    .add(direction * DAYS_SHOWN[view], "day")
    .format(ISO);

/**
 * The heading of the shown days, dates written DD MMMM YYYY (spec 000 section 3), month names in
 * the reader's language: "09 March 2026", "09 – 11 March 2026", "30 March – 05 April 2026".
 */
export function rangeTitle({ from, to }: DateRange, locale: string): string {
  const start = dayjs(from).locale(locale);
  const end = dayjs(to).locale(locale);
  if (from === to) return start.format("DD MMMM YYYY");
  const startFormat = start.year() !== end.year() ? "DD MMMM YYYY" : start.month() !== end.month() ? "DD MMMM" : "DD";
  return `${start.format(startFormat)} – ${end.format("DD MMMM YYYY")}`;
}
