import type { AssignmentSaveBody } from "@pitlane/domain";
import { vehicleAssignments } from "../../db/schema/index.js";
import type { TestApp } from "../app.js";
import { createEmployee } from "./fleet-employee.js";
import { createRule } from "./fleet-rule.js";
import { createVehicle, type VehicleOptions } from "./fleet-vehicle.js";

/** Assignments inserted directly, so the tests depend on the tables only, not on the assignment routes. */

const HOUR = 60 * 60 * 1000;

/** A time `hours` from now (negative for the past), as the API takes it. */
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** A vehicle and an employee that may be assigned together: the employee holds a petrol rule. */
export async function createPair(t: TestApp, companyId: string, vehicle: VehicleOptions = {}) {
  const { id: ruleId } = await createRule(t, companyId);
  return {
    vehicle: await createVehicle(t, companyId, vehicle),
    employee: await createEmployee(t, companyId, { ruleId }),
  };
}

/** A valid assign body for a pair: from an hour ago for eight hours, at the vehicle's odometer. */
export function assignmentBody(
  pair: { vehicle: { id: string; currentOdometer: number }; employee: { id: string } },
  overrides: Partial<AssignmentSaveBody> = {},
) {
  return {
    vehicle_id: pair.vehicle.id,
    employee_id: pair.employee.id,
    starts_at: hoursFromNow(-1),
    ends_at: hoursFromNow(7),
    start_odometer: pair.vehicle.currentOdometer,
    comment: "Day shift",
    ...overrides,
  };
}

/** An assignment row as it would be after any history, without going through the checks. */
export async function insertAssignment(
  t: TestApp,
  companyId: string,
  values: { vehicleId: string; employeeId: string; startsAt: string; endsAt: string; unassignedAt?: string },
) {
  const [row] = await t.db
    .insert(vehicleAssignments)
    .values({
      companyId,
      vehicleId: values.vehicleId,
      employeeId: values.employeeId,
      startsAt: new Date(values.startsAt),
      endsAt: new Date(values.endsAt),
      unassignedAt: values.unassignedAt ? new Date(values.unassignedAt) : null,
      startOdometer: 40_000,
    })
    .returning();
  if (!row) throw new Error("no assignment");
  return row;
}

/** An assignment of the vehicle or the employee to a new counterpart, from `from` to `to` hours from now. */
export async function assignTo(
  t: TestApp,
  companyId: string,
  who: { vehicleId: string } | { employeeId: string },
  from = -1,
  to = 5,
) {
  const vehicleId = "vehicleId" in who ? who.vehicleId : (await createVehicle(t, companyId)).id;
  const employeeId = "employeeId" in who ? who.employeeId : (await createEmployee(t, companyId)).id;
  return insertAssignment(t, companyId, {
    vehicleId,
    employeeId,
    startsAt: hoursFromNow(from),
    endsAt: hoursFromNow(to),
  });
}

/** A past, a current and an upcoming assignment's hours from now: each keeps its vehicle and employee from deletion. */
export const PAST_CURRENT_UPCOMING = [
  [-48, -40],
  [-1, 5],
  [24, 30],
] as const;
