import { effectiveLimit, startOfDayIn, todayIn, usageWindowStart, type RuleCycle } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import type { fuelRules } from "../../../db/schema/index.js";
import { usageSince, type UsageSubject } from "./purchase-reads.js";

type Rule = typeof fuelRules.$inferSelect;

/** The rule's limit in force on the company's `day`: litres (recurring) or minor units (amount); null once ended. */
export const limitOn = (rule: Rule, day: string): number | null =>
  effectiveLimit(
    {
      limit: (rule.mode === "recurring" ? rule.fuelLimitLitres : rule.amountLimit) ?? 0,
      nextLimit: rule.nextLimit,
      nextLimitFrom: rule.nextLimitFrom,
      endsOn: rule.endsOn,
    },
    day,
  );

/** The company's day at `now`, when it started, and when the rule's cycle (its usage window) started. */
export function usageWindow(rule: Rule, now: Date, timeZone: string) {
  const day = todayIn(timeZone, now);
  return {
    day,
    dayStart: startOfDayIn(timeZone, day),
    cycleStart: usageWindowStart(rule.cycle as RuleCycle, rule.usageSince, now, timeZone),
  };
}

/** The usage of a rule read for its window, beside the limit in force on the company's day. */
export const usageOf = (
  rule: Rule,
  window: ReturnType<typeof usageWindow>,
  used: { fuelings: number; ml: number; amount: number },
) => ({
  day: window.day,
  cycleStart: window.cycleStart,
  fuelingsToday: used.fuelings,
  usedMl: used.ml,
  usedAmount: used.amount,
  recurring: rule.mode === "recurring",
  limit: limitOn(rule, window.day),
});

/**
 * A subject's use of its rule at `now` (rules/fuel-cycle.ts): the day's fuelings, the cycle's litres
 * and fuel amount (from the cycle's start, or the rule's last immediate change), and the limit in force
 * on the company's day: litres (recurring rules, in litres) or minor units (amount rules); null once
 * the rule has ended. The authorisation checks against it; the vehicle page shows it.
 */
export async function ruleUsage(
  tx: Db,
  companyId: string,
  rule: Rule,
  who: UsageSubject,
  now: Date,
  timeZone: string,
  { asOfThen = false } = {},
) {
  const window = usageWindow(rule, now, timeZone);
  // As of then: what a past purchase was checked against, the purchases asked before it.
  return usageOf(rule, window, await usageSince(tx, companyId, who, window, now, asOfThen ? now : undefined));
}
