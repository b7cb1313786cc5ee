import { DASHBOARD_RULES_SHOWN } from "@pitlane/domain";
import { and, asc, count, countDistinct, desc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { employees, fuelRules, vehicleAssignments, vehicleTypes, vehicles } from "../../../db/schema/index.js";
import { assignmentEnd } from "../assignment/current-repo.js";

const companyParam = sql.placeholder("companyId");

/**
 * The company and rule of the outer row, spelled with its table: in a one-table select Drizzle leaves
 * columns unqualified, and inside the subqueries a bare "id" would be the employee's or the vehicle's own.
 */
const outerCompanyId = sql`${fuelRules}.${sql.identifier(fuelRules.companyId.name)}`;
const outerRuleId = sql`${fuelRules}.${sql.identifier(fuelRules.id.name)}`;
const employeesHolding = sql<number>`(select count(*) from ${employees}
  where ${employees.companyId} = ${outerCompanyId} and ${employees.ruleId} = ${outerRuleId})`;
const vehiclesHolding = sql<number>`(select count(*) from ${vehicles}
  where ${vehicles.companyId} = ${outerCompanyId} and ${vehicles.ruleId} = ${outerRuleId})`;

/**
 * The dashboard's figures, each one grouped query over the company's own rows through an index that
 * starts with the company (vehicles by type and by status, employees by status, assignments by
 * start); the rules' holders are counted through the rule_id indexes. Prepared once, run per request.
 */
export function createDashboardRepo(db: Db) {
  const vehiclesByType = db
    .select({
      id: vehicles.vehicleTypeId,
      name: vehicleTypes.name,
      nameArabic: vehicleTypes.nameArabic,
      count: count(),
    })
    .from(vehicles)
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicles.vehicleTypeId))
    .where(eq(vehicles.companyId, companyParam))
    .groupBy(vehicles.vehicleTypeId, vehicleTypes.name, vehicleTypes.nameArabic)
    .orderBy(desc(count()), asc(vehicleTypes.name))
    .prepare("fleet_dashboard_vehicle_types");

  const vehiclesByStatus = db
    .select({ status: vehicles.status, count: count() })
    .from(vehicles)
    .where(eq(vehicles.companyId, companyParam))
    .groupBy(vehicles.status)
    .prepare("fleet_dashboard_vehicle_statuses");

  const employeesByStatus = db
    .select({ status: employees.status, count: count() })
    .from(employees)
    .where(and(eq(employees.companyId, companyParam), eq(employees.isAdmin, false)))
    .groupBy(employees.status)
    .prepare("fleet_dashboard_employee_statuses");

  // Begun by now and neither ended nor unassigned yet (assignmentEnd of assignment/current-repo.ts).
  const now = sql.placeholder("now");
  const assignedVehicles = db
    .select({ n: countDistinct(vehicleAssignments.vehicleId) })
    .from(vehicleAssignments)
    .where(
      and(
        eq(vehicleAssignments.companyId, companyParam),
        lte(vehicleAssignments.startsAt, now),
        gt(assignmentEnd, now),
      ),
    )
    .prepare("fleet_dashboard_assigned_vehicles");

  const rulesInForce = db
    .select({
      rule: fuelRules,
      employeesCount: employeesHolding.mapWith(Number),
      vehiclesCount: vehiclesHolding.mapWith(Number),
      // Counted before the limit cuts the rows: how many rules are in force in all.
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(fuelRules)
    .where(
      and(
        eq(fuelRules.companyId, companyParam),
        eq(fuelRules.active, true),
        // ends_on is the first day without the rule.
        or(isNull(fuelRules.endsOn), gt(fuelRules.endsOn, sql.placeholder("today"))),
      ),
    )
    .orderBy(desc(sql`${employeesHolding} + ${vehiclesHolding}`), asc(sql`lower(${fuelRules.name})`), asc(fuelRules.id))
    .limit(DASHBOARD_RULES_SHOWN)
    .prepare("fleet_dashboard_rules_in_force");

  return {
    vehiclesByType: (companyId: string) => vehiclesByType.execute({ companyId }),
    vehiclesByStatus: (companyId: string) => vehiclesByStatus.execute({ companyId }),
    employeesByStatus: (companyId: string) => employeesByStatus.execute({ companyId }),
    async assignedVehicles(companyId: string, at: Date) {
      const [row] = await assignedVehicles.execute({ companyId, now: at.toISOString() });
      return row?.n ?? 0;
    },
    /** `today` is the company's date: a rule ending today is out of force already. */
    rulesInForce: (companyId: string, today: string) => rulesInForce.execute({ companyId, today }),
  };
}

export type DashboardRepo = ReturnType<typeof createDashboardRepo>;
export type StatusCountRow = Awaited<ReturnType<DashboardRepo["vehiclesByStatus"]>>[number];
export type VehicleTypeCountRow = Awaited<ReturnType<DashboardRepo["vehiclesByType"]>>[number];
export type RuleInForceRow = Awaited<ReturnType<DashboardRepo["rulesInForce"]>>[number];
