import { MAX_CHOICES, type AssignmentChoiceQuery } from "@pitlane/domain";
import { and, asc, eq, ilike, or } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { employees, vehicles } from "../../../db/schema/index.js";
import { containsPattern } from "../../../db/search.js";

/** What the choosers offer: the assign form only active vehicles and employees, the history any. */
export function createAssignmentChoicesRepo(db: Db) {
  return {
    vehicles(companyId: string, { search, status }: AssignmentChoiceQuery) {
      const pattern = search ? containsPattern(search) : undefined;
      return db
        .select({
          id: vehicles.id,
          plateNo: vehicles.plateNo,
          carId: vehicles.carId,
          fuelType: vehicles.fuelType,
          secondaryFuelType: vehicles.secondaryFuelType,
          currentOdometer: vehicles.currentOdometer,
          ruleId: vehicles.ruleId,
        })
        .from(vehicles)
        .where(
          and(
            eq(vehicles.companyId, companyId),
            status === "active" ? eq(vehicles.status, "active") : undefined,
            pattern ? or(ilike(vehicles.plateNo, pattern), ilike(vehicles.carId, pattern)) : undefined,
          ),
        )
        .orderBy(asc(vehicles.plateNo), asc(vehicles.id))
        .limit(MAX_CHOICES);
    },

    employees(companyId: string, { search, status }: AssignmentChoiceQuery) {
      const pattern = search ? containsPattern(search) : undefined;
      return db
        .select({ id: employees.id, name: employees.name, code: employees.employeeCode, ruleId: employees.ruleId })
        .from(employees)
        .where(
          and(
            eq(employees.companyId, companyId),
            eq(employees.isAdmin, false),
            status === "active" ? eq(employees.status, "active") : undefined,
            pattern ? or(ilike(employees.name, pattern), ilike(employees.employeeCode, pattern)) : undefined,
          ),
        )
        .orderBy(asc(employees.name), asc(employees.id))
        .limit(MAX_CHOICES);
    },
  };
}

export type AssignmentChoicesRepo = ReturnType<typeof createAssignmentChoicesRepo>;
export type VehicleChoiceRow = Awaited<ReturnType<AssignmentChoicesRepo["vehicles"]>>[number];
export type EmployeeChoiceRow = Awaited<ReturnType<AssignmentChoicesRepo["employees"]>>[number];
