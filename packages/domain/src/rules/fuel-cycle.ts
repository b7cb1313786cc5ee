import type { RuleCycle } from "../fleet/vocabulary.js";
import { addDays, firstOfNextMonth, weekDayOf } from "../platform/calendar-date.js";
import { startOfDayIn, todayIn } from "../platform/wall-clock.js";
import { WEEK_DAYS, type WeekDay } from "./schedule.js";

/**
 * The cycles of a fuel rule (docs/decisions/0014): days, weeks from Monday and calendar months,
 * all read as calendar dates ("YYYY-MM-DD") of the company's wall clock (platform/wall-clock.ts), so a
 * cycle turns at the company's midnight and never at the server's.
 */

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
  const start = startOfDayIn(timeZone, cycleStart(todayIn(timeZone, now), cycle));
  return usageSince.getTime() > start.getTime() ? usageSince : start;
}
