import type { RefusalCode } from "../platform/messages.js";
import { checkOdometer } from "./odometer.js";

/** Spec 001 section 5: of an employee and a vehicle put together, exactly one carries the fuel rule. */
export function ruleHolderProblem(employeeRuleId: string | null, vehicleRuleId: string | null): RefusalCode | null {
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

/**
 * Where an assignment stands at `now`: not begun, running, run to its end, or ended early by an
 * unassign (which keeps it in the history).
 */
export const ASSIGNMENT_STATUSES = ["upcoming", "current", "ended", "unassigned"] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

export interface AssignmentTimes {
  startsAt: Date;
  endsAt: Date;
  unassignedAt: Date | null;
}

export function assignmentStatus(a: AssignmentTimes, now: Date): AssignmentStatus {
  if (a.unassignedAt) return "unassigned";
  if (a.startsAt.getTime() > now.getTime()) return "upcoming";
  return a.endsAt.getTime() > now.getTime() ? "current" : "ended";
}

/** The starting odometer against the vehicle's current reading (spec 001 section 5). */
export function startOdometerProblem(reading: number, current: number): RefusalCode | null {
  const check = checkOdometer(reading, current);
  if (check === "below") return "odometer_below_current";
  if (check === "above") return "odometer_above_current";
  return null;
}
