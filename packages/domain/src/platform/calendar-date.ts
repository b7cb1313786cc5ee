import { WEEK_DAYS, type WeekDay } from "../rules/schedule.js";

/**
 * Arithmetic on calendar dates ("YYYY-MM-DD"), which belong to no zone: a tenant's wall clock
 * (wall-clock.ts) says which date it is, these say which date comes next.
 */

const DAY_MS = 86_400_000;

/** Calendar dates as UTC midnights: arithmetic on them never meets a daylight-saving jump. */
const toUtc = (date: string): Date => new Date(`${date}T00:00:00Z`);
const fromUtc = (utc: Date): string => utc.toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string => fromUtc(new Date(toUtc(date).getTime() + days * DAY_MS));

/** Days from `from` to `to`: 0 on the same date, negative when `to` comes first. */
export const daysFrom = (from: string, to: string): number => (toUtc(to).getTime() - toUtc(from).getTime()) / DAY_MS;

export function weekDayOf(date: string): WeekDay {
  // getUTCDay counts from Sunday (0); WEEK_DAYS starts on Monday.
  const day = WEEK_DAYS[(toUtc(date).getUTCDay() + 6) % 7];
  if (!day) throw new RangeError(`not a date: ${date}`);
  return day;
}

export function firstOfNextMonth(date: string): string {
  const utc = toUtc(date);
  return fromUtc(new Date(Date.UTC(utc.getUTCFullYear(), utc.getUTCMonth() + 1, 1)));
}
