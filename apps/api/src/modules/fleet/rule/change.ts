import {
  firstOfNextMonth,
  invalid,
  limitAsOf,
  nextCycleStart,
  pendingNextLimit,
  toMinor,
  type FuelRuleCreateBody,
  type FuelRuleUpdateBody,
} from "@pitlane/domain";
import { cycleOf, limitsOf, modeOf } from "./presenter.js";
import type { RuleColumns, RuleRow } from "./repo.js";

/** The body's limit as stored: litres, or minor units of money. */
const limitOf = (body: FuelRuleCreateBody | FuelRuleUpdateBody) =>
  body.mode === "recurring" ? (body.fuel_limit ?? 0) : toMinor(body.amount_limit ?? 0);

/** The limit columns holding `limit` in the body's mode, the other mode's column emptied. */
const limitColumns = (body: FuelRuleCreateBody | FuelRuleUpdateBody, limit: number) => ({
  mode: body.mode,
  cycle: body.cycle,
  fuelLimitLitres: body.mode === "recurring" ? limit : null,
  amountLimit: body.mode === "amount" ? limit : null,
});

/** What applies at once under every change effect: only the limit (with mode and cycle) may wait. */
function plainColumns(body: FuelRuleCreateBody | FuelRuleUpdateBody) {
  return {
    name: body.name,
    fuelType: body.fuel_type,
    fuelingsPerDay: body.fuelings_per_day,
    fuelingDays: body.fueling_days,
    active: body.status === "active",
  };
}

export function columnsOfNewRule(body: FuelRuleCreateBody): RuleColumns {
  return {
    ...plainColumns(body),
    ...limitColumns(body, limitOf(body)),
    nextLimit: null,
    nextLimitFrom: null,
    endsOn: null,
  };
}

/**
 * The columns of an update made on `today` (the company's date) at `now`, as its change effect
 * says (docs/decisions/0014). The body's limit is the limit wanted from now on: the edit form
 * shows a waiting next limit in its place, so an unchanged form keeps that next limit waiting.
 */
export function columnsOfChange(
  current: RuleRow,
  body: FuelRuleUpdateBody,
  today: string,
  now: Date,
): Partial<RuleColumns> {
  const wanted = limitOf(body);
  const limits = limitsOf(current);
  const inForce = limitAsOf(limits, today);
  const pending = pendingNextLimit(limits, today);
  const isReshaped = body.mode !== modeOf(current) || body.cycle !== cycleOf(current);
  const plain = plainColumns(body);

  if (body.change_effect === "immediate") {
    return {
      ...plain,
      ...limitColumns(body, wanted),
      nextLimit: null,
      nextLimitFrom: null,
      endsOn: null,
      usageSince: now,
    };
  }
  // A limit in other units or over other periods cannot wait beside the current one.
  if (isReshaped) throw invalid("change_effect", "rule_change_immediate");
  const kept = limitColumns(body, inForce);

  if (body.change_effect === "next_cycle") {
    const waits = wanted !== inForce;
    return {
      ...plain,
      ...kept,
      nextLimit: waits ? wanted : null,
      nextLimitFrom: waits ? nextCycleStart(today, body.cycle) : null,
      endsOn: null,
    };
  }
  // none_next_month: the rule runs out as it stands, so its limit is not for changing now.
  if (wanted !== (pending?.limit ?? inForce)) {
    throw invalid(body.mode === "recurring" ? "fuel_limit" : "amount_limit", "rule_ending_limit");
  }
  return {
    ...plain,
    ...kept,
    nextLimit: pending?.limit ?? null,
    nextLimitFrom: pending?.from ?? null,
    endsOn: firstOfNextMonth(today),
  };
}
