import {
  FUEL_TYPES,
  RULE_CYCLES,
  RULE_MODES,
  hasEnded,
  limitAsOf,
  pendingNextLimit,
  toMajor,
  type FuelRuleChoiceDto,
  type FuelRuleDto,
  type RuleLimits,
  type RuleMode,
} from "@pitlane/domain";
import type { RuleRow, RuleWithHolders } from "./repo.js";

/** The table's checks hold these text columns to the vocabulary; this narrows the type, and fails loudly if not. */
function oneOf<T extends string>(values: readonly T[], value: string): T {
  const found = values.find((v) => v === value);
  if (found === undefined) throw new Error(`fuel_rules holds "${value}", outside ${values.join(", ")}`);
  return found;
}

export const fuelTypeOf = (rule: RuleRow) => oneOf(FUEL_TYPES, rule.fuelType);
export const modeOf = (rule: RuleRow) => oneOf(RULE_MODES, rule.mode);
export const cycleOf = (rule: RuleRow) => oneOf(RULE_CYCLES, rule.cycle);

/** The limit columns of a row as the cycle rules read them; the mode says which column holds the limit. */
export function limitsOf(rule: RuleRow): RuleLimits {
  return {
    limit: (rule.mode === "recurring" ? rule.fuelLimitLitres : rule.amountLimit) ?? 0,
    nextLimit: rule.nextLimit,
    nextLimitFrom: rule.nextLimitFrom,
    endsOn: rule.endsOn,
  };
}

/** Litres as they are; money from minor to major units. */
const shown = (mode: RuleMode, value: number) => (mode === "recurring" ? value : toMajor(value));

/** The answer as of `today` (the company's date): a next limit whose day has come is shown as the limit. */
export function toRuleDto({ rule, employeesCount, vehiclesCount }: RuleWithHolders, today: string): FuelRuleDto {
  const mode = modeOf(rule);
  const limits = limitsOf(rule);
  const limit = limitAsOf(limits, today);
  const pending = pendingNextLimit(limits, today);
  return {
    _id: rule.id,
    name: rule.name,
    fuel_type: fuelTypeOf(rule),
    mode,
    cycle: cycleOf(rule),
    fuel_limit: mode === "recurring" ? limit : null,
    amount_limit: mode === "amount" ? toMajor(limit) : null,
    fuelings_per_day: rule.fuelingsPerDay,
    fueling_days: rule.fuelingDays,
    next_fuel_limit: pending ? shown(mode, pending.limit) : null,
    next_limit_from: pending?.from ?? null,
    ends_on: rule.endsOn,
    status: rule.active ? "active" : "inactive",
    in_force: rule.active && !hasEnded(limits, today),
    usage_since: rule.usageSince.toISOString(),
    employees_count: employeesCount,
    vehicles_count: vehiclesCount,
    created_at: rule.createdAt.toISOString(),
  };
}

export const toRuleChoiceDto = (rule: RuleRow): FuelRuleChoiceDto => ({
  _id: rule.id,
  name: rule.name,
  fuel_type: fuelTypeOf(rule),
  mode: modeOf(rule),
  cycle: cycleOf(rule),
});

/** The export's columns: what the list and the view show. */
export const RULE_CSV_HEADER = [
  "Name",
  "Fuel type",
  "Mode",
  "Cycle",
  "Fuel limit (litres)",
  "Amount limit",
  "Fuelings per day",
  "Fueling days",
  "Next fuel limit",
  "Next limit from",
  "Ends on",
  "Status",
  "Employees",
  "Vehicles",
  "Created at",
] as const;

export function toRuleCsvRow(dto: FuelRuleDto) {
  return [
    dto.name,
    dto.fuel_type,
    dto.mode,
    dto.cycle,
    dto.fuel_limit,
    dto.amount_limit,
    dto.fuelings_per_day,
    dto.fueling_days.join(" "),
    dto.next_fuel_limit,
    dto.next_limit_from,
    dto.ends_on,
    dto.status,
    dto.employees_count,
    dto.vehicles_count,
    dto.created_at,
  ] as const;
}
