import {
  assignmentStatus,
  type AssignmentDto,
  type AssignmentSaveBody,
  type EmployeeChoiceDto,
  type VehicleChoiceDto,
} from "@pitlane/domain";
import type { EmployeeChoiceRow, VehicleChoiceRow } from "./choices-repo.js";
import type { AssignmentWithNames } from "./repo.js";
import type { AssignmentColumns } from "./write-repo.js";

/** `now` decides the status, so every row of one answer is judged at the same moment. */
export function toAssignmentDto(row: AssignmentWithNames, now: Date): AssignmentDto {
  const { assignment } = row;
  return {
    _id: assignment.id,
    vehicle_id: assignment.vehicleId,
    employee_id: assignment.employeeId,
    plate_no: row.plateNo,
    car_id: row.carId,
    employee_name: row.employeeName,
    employee_code: row.employeeCode,
    starts_at: assignment.startsAt.toISOString(),
    ends_at: assignment.endsAt.toISOString(),
    unassigned_at: assignment.unassignedAt?.toISOString() ?? null,
    start_odometer: assignment.startOdometer,
    comment: assignment.comment,
    status: assignmentStatus(assignment, now),
    created_at: assignment.createdAt.toISOString(),
  };
}

export function toAssignmentColumns(body: AssignmentSaveBody): AssignmentColumns {
  return {
    vehicleId: body.vehicle_id,
    employeeId: body.employee_id,
    startsAt: new Date(body.starts_at),
    endsAt: new Date(body.ends_at),
    startOdometer: body.start_odometer,
    comment: body.comment,
  };
}

export const toVehicleChoiceDto = (row: VehicleChoiceRow): VehicleChoiceDto => ({
  _id: row.id,
  plate_no: row.plateNo,
  car_id: row.carId,
  fuel_types: row.secondaryFuelType ? [row.fuelType, row.secondaryFuelType] : [row.fuelType],
  current_odometer: row.currentOdometer,
  has_rule: row.ruleId !== null,
});

export const toEmployeeChoiceDto = (row: EmployeeChoiceRow): EmployeeChoiceDto => ({
  _id: row.id,
  name: row.name,
  employee_code: row.code,
  has_rule: row.ruleId !== null,
});
