import type { ValidationMessageKey } from "../platform/messages.js";

/** Spec 001 section 5: of an employee and a vehicle put together, exactly one carries the fuel rule. */
export function ruleHolderProblem(
  employeeRuleId: string | null,
  vehicleRuleId: string | null,
): ValidationMessageKey | null {
  if (!employeeRuleId && !vehicleRuleId) return "rule_none";
  if (employeeRuleId && vehicleRuleId) return "rule_both";
  return null;
}

/** The rule's fuel must be one the vehicle takes (its primary or secondary tank). */
export const fuelTypeMatches = (vehicleFuelTypes: readonly (string | null)[], ruleFuelType: string): boolean =>
  vehicleFuelTypes.includes(ruleFuelType);

export interface TimeRange {
  start: Date;
  end: Date;
}

/** Half-open ranges: one assignment may end exactly when the next begins. */
export const rangesOverlap = (a: TimeRange, b: TimeRange): boolean =>
  a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();
