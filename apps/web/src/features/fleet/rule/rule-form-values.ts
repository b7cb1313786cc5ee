import type {
  FuelRuleDto,
  FuelType,
  RuleChangeEffect,
  RuleCycle,
  RuleMode,
  RuleStatus,
  WeekDay,
} from "@pitlane/domain";
import type { NumberValue } from "../../../shared/forms/number-value";

/** What the form's inputs hold: numbers as typed, an emptied limit null (no limit), fuelings per day "". */
export type RuleFormValues = {
  name: string;
  fuel_type: FuelType;
  mode: RuleMode;
  cycle: RuleCycle;
  fuel_limit: NumberValue;
  amount_limit: NumberValue;
  fuelings_per_day: number | string;
  fueling_days: WeekDay[];
  status: RuleStatus;
  change_effect: RuleChangeEffect;
};

/**
 * A new rule's defaults, or the edited rule's values. The limit shown is the one wanted from now
 * on: a limit waiting for the next cycle stands in for the one in force (docs/decisions/0014), so
 * saving an unchanged form leaves it waiting.
 */
export function ruleValuesOf(rule?: FuelRuleDto): RuleFormValues {
  return {
    name: rule?.name ?? "",
    fuel_type: rule?.fuel_type ?? "petrol",
    mode: rule?.mode ?? "recurring",
    cycle: rule?.cycle ?? "weekly",
    fuel_limit: rule?.mode === "recurring" ? (rule.next_fuel_limit ?? rule.fuel_limit) : null,
    amount_limit: rule?.mode === "amount" ? (rule.next_fuel_limit ?? rule.amount_limit) : null,
    fuelings_per_day: rule?.fuelings_per_day ?? 1,
    fueling_days: rule?.fueling_days ?? ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    status: rule?.status ?? "active",
    change_effect: "next_cycle",
  };
}

/** Whether the edit changes what the limit counts or how often it renews: such a change applies at once. */
export const isReshaped = (values: RuleFormValues, rule: FuelRuleDto | undefined): boolean =>
  !!rule && (values.mode !== rule.mode || values.cycle !== rule.cycle);

/** The change effect sent: a reshaped rule cannot wait for a cycle that no longer means the same. */
export const effectiveChange = (values: RuleFormValues, rule: FuelRuleDto | undefined): RuleChangeEffect =>
  isReshaped(values, rule) ? "immediate" : values.change_effect;
