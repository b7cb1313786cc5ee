import { addDays } from "../platform/calendar-date.js";
import { instantAt, isoDateOf, todayIn } from "../platform/wall-clock.js";

/**
 * Calendar months on a company's wall clock, named by their first day ("2026-10-01"): what a
 * monthly statement or invoice covers. The instants that bound a month come from the wall clock.
 */

/** The month of `instant` on the zone's clock. */
export const monthOf = (zone: string, instant: Date | string = new Date()): string =>
  `${todayIn(zone, instant).slice(0, 8)}01`;

/** The month `back` months before `month` (both first days, "2026-10-01"). */
export function monthsBefore(month: string, back: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 - back;
  return isoDateOf(Math.floor(index / 12), (index % 12) + 1, 1);
}

/** The month after `month`. */
export function nextMonth(month: string): string {
  const year = Number(month.slice(0, 4));
  const number = Number(month.slice(5, 7));
  return number === 12 ? isoDateOf(year + 1, 1, 1) : isoDateOf(year, number + 1, 1);
}

/** The month's first instant and the next month's first instant on the zone's clock. */
export const monthBoundsIn = (zone: string, month: string) => ({
  startsAt: instantAt(zone, month),
  endsAt: instantAt(zone, nextMonth(month)),
});

/** The month's last day ("2026-02-28"): a document's period reads from the first day to this one. */
export const lastDayOf = (month: string): string => addDays(nextMonth(month), -1);
