import { FLEET_STATUSES, type FleetDashboardDto, type FleetStatus } from "@pitlane/domain";
import { toRuleDto } from "../rule/presenter.js";
import type { RuleInForceRow, StatusCountRow, VehicleTypeCountRow } from "./repo.js";

export interface DashboardRows {
  vehicleTypes: VehicleTypeCountRow[];
  vehicleStatuses: StatusCountRow[];
  employeeStatuses: StatusCountRow[];
  assignedVehicles: number;
  rulesInForce: RuleInForceRow[];
  /** The company's date, which decides the limit a rule shows. */
  today: string;
}

/** Every status in the vocabulary's order, a status nobody holds counted as zero. */
function byStatus(rows: StatusCountRow[]): { status: FleetStatus; count: number }[] {
  return FLEET_STATUSES.map((status) => ({ status, count: rows.find((r) => r.status === status)?.count ?? 0 }));
}

const sum = (rows: { count: number }[]) => rows.reduce((total, row) => total + row.count, 0);

export function toDashboardDto(rows: DashboardRows): FleetDashboardDto {
  const total = sum(rows.vehicleStatuses);
  // Never more assigned than there are: a vehicle deleted meanwhile takes its assignments with it.
  const assigned = Math.min(rows.assignedVehicles, total);
  return {
    vehicles: {
      total,
      assigned,
      unassigned: total - assigned,
      by_type: rows.vehicleTypes.map((t) => ({ _id: t.id, name: t.name, name_arabic: t.nameArabic, count: t.count })),
      by_status: byStatus(rows.vehicleStatuses),
    },
    employees: { total: sum(rows.employeeStatuses), by_status: byStatus(rows.employeeStatuses) },
    rules_in_force: {
      total: rows.rulesInForce[0]?.total ?? 0,
      items: rows.rulesInForce.map((row) => toRuleDto(row, rows.today)),
    },
  };
}
