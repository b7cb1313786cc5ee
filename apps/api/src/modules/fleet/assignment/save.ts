import {
  conflict,
  fuelTypeMatches,
  invalid,
  notFound,
  ruleHolderProblem,
  startOdometerProblem,
  type AssignmentSaveBody,
} from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { toAssignmentColumns } from "./presenter.js";
import type { AssignmentWrites, LockedEmployee, LockedVehicle } from "./write-repo.js";

interface Deps {
  db: Db;
  writes: AssignmentWrites;
}

/**
 * Assign and update: each runs in one transaction that first locks the vehicle row, then the
 * employee row (always in that order, so two saves never wait on each other in a cycle), then
 * checks and writes. A second save for the same vehicle or employee waits for the first to commit
 * and then sees its row, so two overlapping assignments can never both be saved.
 */
export function createAssignmentSaving({ db, writes }: Deps) {
  async function lockPair(tx: Db, companyId: string, body: AssignmentSaveBody) {
    // Another company's id reads as no such row: 400 naming the field, revealing nothing.
    const vehicle = await writes.lockVehicle(tx, companyId, body.vehicle_id);
    if (!vehicle) throw invalid("vehicle_id", "id");
    const employee = await writes.lockEmployee(tx, companyId, body.employee_id);
    if (!employee) throw invalid("employee_id", "id");
    return { vehicle, employee };
  }

  /** Spec 001 section 5: active, exactly one of the two holds the rule, and the vehicle takes its fuel. */
  async function checkPair(tx: Db, companyId: string, vehicle: LockedVehicle, employee: LockedEmployee) {
    if (vehicle.status !== "active") throw invalid("vehicle_id", "not_active");
    if (employee.status !== "active") throw invalid("employee_id", "not_active");
    const problem = ruleHolderProblem(employee.ruleId, vehicle.ruleId);
    if (problem) throw invalid("employee_id", problem);
    const ruleId = employee.ruleId ?? vehicle.ruleId;
    const fuelType = ruleId ? await writes.ruleFuelType(tx, companyId, ruleId) : null;
    if (fuelType && !fuelTypeMatches([vehicle.fuelType, vehicle.secondaryFuelType], fuelType)) {
      throw invalid("vehicle_id", "fuel_type_mismatch");
    }
  }

  function checkOdometer(vehicle: LockedVehicle, body: AssignmentSaveBody) {
    const problem = startOdometerProblem(body.start_odometer, vehicle.currentOdometer);
    if (problem) throw invalid("start_odometer", problem);
  }

  /** No vehicle or employee in two assignments at once; `exceptId` is the assignment being changed. */
  async function checkFree(tx: Db, companyId: string, body: AssignmentSaveBody, exceptId: string | null) {
    const range = { start: new Date(body.starts_at), end: new Date(body.ends_at) };
    if (await writes.isHeld(tx, companyId, { vehicleId: body.vehicle_id }, range, exceptId)) {
      throw invalid("vehicle_id", "vehicle_busy");
    }
    if (await writes.isHeld(tx, companyId, { employeeId: body.employee_id }, range, exceptId)) {
      throw invalid("employee_id", "employee_busy");
    }
  }

  /**
   * An assignment that starts now or earlier puts the vehicle on the road at its start odometer:
   * the vehicle's current odometer becomes that reading when it is higher (never lower).
   */
  async function takeOdometer(tx: Db, companyId: string, body: AssignmentSaveBody) {
    if (Date.parse(body.starts_at) <= Date.now()) {
      await writes.raiseOdometer(tx, companyId, body.vehicle_id, body.start_odometer);
    }
  }

  return {
    assign: (companyId: string, body: AssignmentSaveBody): Promise<string> =>
      db.transaction(async (tx) => {
        const { vehicle, employee } = await lockPair(tx, companyId, body);
        await checkPair(tx, companyId, vehicle, employee);
        checkOdometer(vehicle, body);
        await checkFree(tx, companyId, body, null);
        const id = await writes.insert(tx, companyId, toAssignmentColumns(body));
        await takeOdometer(tx, companyId, body);
        return id;
      }),

    /**
     * A full replacement. The pair is checked again only when the vehicle or employee changes, and
     * the odometer only when the vehicle or the reading changes: a running assignment has already
     * moved the vehicle's odometer past its start, and its end must still be movable.
     */
    update: (companyId: string, id: string, body: AssignmentSaveBody): Promise<void> =>
      db.transaction(async (tx) => {
        const current = await writes.lockAssignment(tx, companyId, id);
        if (!current) throw notFound("assignment_not_found");
        if (current.unassignedAt) throw conflict("assignment_unassigned");
        const { vehicle, employee } = await lockPair(tx, companyId, body);
        const isNewVehicle = vehicle.id !== current.vehicleId;
        if (isNewVehicle || employee.id !== current.employeeId) await checkPair(tx, companyId, vehicle, employee);
        const isNewReading = isNewVehicle || body.start_odometer !== current.startOdometer;
        if (isNewReading) checkOdometer(vehicle, body);
        await checkFree(tx, companyId, body, id);
        await writes.update(tx, companyId, id, toAssignmentColumns(body));
        await takeOdometer(tx, companyId, body);
      }),
  };
}

export type AssignmentSaving = ReturnType<typeof createAssignmentSaving>;
