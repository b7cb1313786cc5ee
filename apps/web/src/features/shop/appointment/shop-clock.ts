/*
 * Appointments are kept on the shop's wall clock (its IANA time zone), which need not be the
 * browser's. The calendar draws wall-clock times as they are, so "today" and "now" must be read on
 * the shop's clock as well.
 */

type Part = "year" | "month" | "day" | "hour" | "minute";

function wallClockParts(timeZone: string, at: Date): Record<Part, number> {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(at);
  const valueOf = (type: Part) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: valueOf("year"),
    month: valueOf("month"),
    day: valueOf("day"),
    hour: valueOf("hour"),
    minute: valueOf("minute"),
  };
}

/** The shop's date at an instant, "YYYY-MM-DD". */
export function shopToday(timeZone: string, at: Date = new Date()): string {
  const { year, month, day } = wallClockParts(timeZone, at);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The shop's wall-clock time at an instant, as a local Date the calendar compares its slots with. */
export function shopNow(timeZone: string, at: Date = new Date()): Date {
  const { year, month, day, hour, minute } = wallClockParts(timeZone, at);
  return new Date(year, month - 1, day, hour, minute);
}
