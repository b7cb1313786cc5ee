import dayjs from "dayjs";

/** The calendar's views, as react-big-calendar names them. */
export const CALENDAR_VIEWS = ["month", "week", "day", "agenda"] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** How many days the agenda lists from its date (react-big-calendar's default). */
export const AGENDA_DAYS = 30;

/**
 * What a view shows around `date`, as the instants the calendar call takes: the six weeks of a
 * month grid (weeks from Monday), the week from Monday, the day, or the agenda's days. The calendar
 * draws the company's wall clock (see TenantClock.toFloating): `toInstant` reads its days' midnights
 * on that clock.
 */
export function visibleRange(
  view: CalendarView,
  date: Date,
  toInstant: (floating: Date) => Date = (floating) => floating,
): { from: string; to: string } {
  const day = dayjs(date).startOf("day");
  const monday = (d: dayjs.Dayjs) => d.subtract((d.day() + 6) % 7, "day");
  let from = day;
  let to = day.add(1, "day");
  if (view === "month") {
    from = monday(day.startOf("month"));
    const lastDay = day.endOf("month").startOf("day");
    to = monday(lastDay).add(7, "day");
  } else if (view === "week") {
    from = monday(day);
    to = from.add(7, "day");
  } else if (view === "agenda") {
    to = day.add(AGENDA_DAYS + 1, "day");
  }
  return { from: toInstant(from.toDate()).toISOString(), to: toInstant(to.toDate()).toISOString() };
}

/** The calendar's date in the URL ("2026-03-09"), read back leniently: anything odd is `today` (the company's). */
export function dateOfParam(param: string | null, today: string): Date {
  const parsed = param && /^\d{4}-\d{2}-\d{2}$/.test(param) ? dayjs(param) : null;
  return parsed?.isValid() ? parsed.toDate() : dayjs(today).toDate();
}

export const paramOfDate = (date: Date) => dayjs(date).format("YYYY-MM-DD");

export const viewOfParam = (param: string | null): CalendarView =>
  CALENDAR_VIEWS.find((view) => view === param) ?? "month";
