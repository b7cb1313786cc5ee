import type { RuleCycle } from "../fleet/vocabulary.js";
import { WEEK_DAYS, type WeekDay } from "./schedule.js";

/**
 * The cycles of a fuel rule (docs/decisions/0014): days, weeks from Monday and calendar months,
 * all read as calendar dates ("YYYY-MM-DD") of the company's time zone, so a cycle turns at the
 * company's midnight and never at the server's.
 */

/** A company counts its days where its currency is spent: Pakistan for PKR, Saudi Arabia for SAR. */
export const COMPANY_TIME_ZONES = { PKR: "Asia/Karachi", SAR: "Asia/Riyadh" } as const;

export const timeZoneOf = (currency: keyof typeof COMPANY_TIME_ZONES): string => COMPANY_TIME_ZONES[currency];

const DAY_MS = 86_400_000;

/** Calendar dates as UTC midnights: arithmetic on them never meets a daylight-saving jump. */
const toUtc = (date: string): Date => new Date(`${date}T00:00:00Z`);
const fromUtc = (utc: Date): string => utc.toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string => fromUtc(new Date(toUtc(date).getTime() + days * DAY_MS));

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

/** The first day of the cycle holding `date`: the day itself, that week's Monday, or the 1st of the month. */
export function cycleStart(date: string, cycle: RuleCycle): string {
  if (cycle === "daily") return date;
  if (cycle === "weekly") return addDays(date, -WEEK_DAYS.indexOf(weekDayOf(date)));
  return `${date.slice(0, 8)}01`;
}

/** The first day of the cycle after the one holding `date`. */
export function nextCycleStart(date: string, cycle: RuleCycle): string {
  if (cycle === "daily") return addDays(date, 1);
  if (cycle === "weekly") return addDays(cycleStart(date, "weekly"), 7);
  return firstOfNextMonth(date);
}

/** The calendar date of an instant in a time zone. */
export function localDateOf(instant: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    instant,
  );
}

/** Minutes the zone is ahead of UTC at an instant. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const local = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(local.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"));
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant a calendar date begins in a time zone: where a cycle's usage starts counting. */
export function startOfDayIn(date: string, timeZone: string): Date {
  const midnightUtc = toUtc(date).getTime();
  const guess = midnightUtc - offsetMinutes(new Date(midnightUtc), timeZone) * 60_000;
  // Checked again at the guess, for a zone whose offset changed between the two instants.
  return new Date(midnightUtc - offsetMinutes(new Date(guess), timeZone) * 60_000);
}

/** What decides a rule's limit on a day: its current limit, one waiting for the next cycle, and an end. */
export interface RuleLimits {
  /** Litres (recurring mode) or minor units of money (amount mode) per cycle. */
  limit: number;
  nextLimit: number | null;
  nextLimitFrom: string | null;
  endsOn: string | null;
}

/** Whether the rule has ended by `date` ("no rule from next month"). */
export const hasEnded = (rule: Pick<RuleLimits, "endsOn">, date: string): boolean =>
  rule.endsOn !== null && date >= rule.endsOn;

/** The rule's own limit on `date`, ended or not: the next limit from the day it applies (ISO dates compare as text). */
export function limitAsOf(rule: RuleLimits, date: string): number {
  if (rule.nextLimit !== null && rule.nextLimitFrom !== null && date >= rule.nextLimitFrom) return rule.nextLimit;
  return rule.limit;
}

/** The limit in force on `date`: as `limitAsOf`, but none (null) once the rule has ended. */
export function effectiveLimit(rule: RuleLimits, date: string): number | null {
  return hasEnded(rule, date) ? null : limitAsOf(rule, date);
}

/** A next limit still waiting on `date`: null once it has taken over (or there is none). */
export function pendingNextLimit(rule: RuleLimits, date: string): { limit: number; from: string } | null {
  if (rule.nextLimit === null || rule.nextLimitFrom === null || date >= rule.nextLimitFrom) return null;
  return { limit: rule.nextLimit, from: rule.nextLimitFrom };
}

/** Whether fuel may be bought on `date` under the rule's fueling days. */
export const isFuelingDay = (fuelingDays: readonly WeekDay[], date: string): boolean =>
  fuelingDays.includes(weekDayOf(date));

/**
 * Where a subject's usage under the rule starts counting at `now`: the start of the current cycle,
 * or the last immediate change if that came later (it counted usage afresh).
 */
export function usageWindowStart(cycle: RuleCycle, usageSince: Date, now: Date, timeZone: string): Date {
  const start = startOfDayIn(cycleStart(localDateOf(now, timeZone), cycle), timeZone);
  return usageSince.getTime() > start.getTime() ? usageSince : start;
}
