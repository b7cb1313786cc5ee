/** Where a pending request stands against its 24 hours (spec 001: verified and approved within 24 hours). */
export interface ClockState {
  isOverdue: boolean;
  /** Whole minutes left, or past the deadline when overdue; never negative. */
  minutes: number;
}

const MINUTE_MS = 60_000;

/**
 * The clock of a request due at `dueAt`, at `now`. Time left is rounded up (59.5 minutes left reads
 * "1 h", never "0 min" while there is time), time overdue down (it starts at "0 min" overdue).
 */
export function clockState(dueAt: string, now: number): ClockState {
  const left = Date.parse(dueAt) - now;
  if (left > 0) return { isOverdue: false, minutes: Math.ceil(left / MINUTE_MS) };
  return { isOverdue: true, minutes: Math.floor((now - Date.parse(dueAt)) / MINUTE_MS) };
}

/** The words of each unit in the reader's language: "{{count}} h", "{{count}} س". */
export interface DurationUnits {
  days: (count: number) => string;
  hours: (count: number) => string;
  minutes: (count: number) => string;
}

/**
 * A number of minutes as its two largest units that are not zero: "2 d 3 h", "5 h 20 min",
 * "45 min", "0 min". Enough to judge the queue by; the exact time is in the row's dates.
 */
export function formatDuration(totalMinutes: number, units: DurationUnits): string {
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  const minutes = totalMinutes % 60;
  const parts = [
    days > 0 ? units.days(days) : null,
    hours > 0 ? units.hours(hours) : null,
    minutes > 0 ? units.minutes(minutes) : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.slice(0, 2).join(" ") : units.minutes(0);
}
