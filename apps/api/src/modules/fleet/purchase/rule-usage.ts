import { effectiveLimit, startOfDayIn, todayIn, usageWindowStart, type RuleCycle } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import type { fuelRules } from "../../../db/schema/index.js";
import { usageSince } from "./purchase-reads.js";

type Rule = typeof fuelRules.$inferSelect;
export type UsageSubject = { vehicleId: string } | { employeeId: string };

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
  const day = todayIn(timeZone, now);
  const dayStart = startOfDayIn(timeZone, day);
  const cycleStart = usageWindowStart(rule.cycle as RuleCycle, rule.usageSince, now, timeZone);
  // As of then: what a past purchase was checked against, the purchases asked before it.
  const used = await usageSince(tx, companyId, who, dayStart, cycleStart, asOfThen ? now : undefined);
  return {
    day,
    cycleStart,
    fuelingsToday: used.fuelings,
    usedMl: used.ml,
    usedAmount: used.amount,
    recurring: rule.mode === "recurring",
    limit: limitOn(rule, day),
  };
}
