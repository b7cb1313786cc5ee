import type { EmployeeReportQuery } from "@pitlane/domain";
import { and, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client.js";
import { employees, orgUnits, purchases } from "../../../db/schema/index.js";
import { completedIn, driversIn, fillSums, resum } from "./completed-fills.js";
import type { Cut } from "./consumption-repo.js";
import type { ReportFrame } from "./report-frame.js";

const branch = alias(orgUnits, "branch");
const department = alias(orgUnits, "department");
const count = (what: ReturnType<typeof sql>, name: string) => sql<number>`${what}`.mapWith(Number).as(name);

/**
 * The employee report: each driver's completed fills of the range (the completed-fills index) and
 * declined purchases (the status index, by when they were asked), grouped in SQL by driver, joined
 * to each other, then named with the driver's current branch and department. Every row carries the
 * sums over all drivers (a window): the range's totals.
 */
export function createEmployeeReportRepo(db: Db) {
  return {
    drivers(companyId: string, q: EmployeeReportQuery, frame: ReportFrame, cut: Cut) {
      const mine = and(
        isNotNull(purchases.employeeId),
        q.employee_id ? eq(purchases.employeeId, q.employee_id) : undefined,
        driversIn(db, companyId, q),
      );
      const fills = db.$with("fills").as(
        db
          .select({
            key: sql<string>`${purchases.employeeId}`.as("fill_key"),
            ...fillSums(),
            vehicles: count(sql`count(distinct ${purchases.vehicleId})`, "vehicles"),
            flagged: count(sql`count(*) filter (where cardinality(${purchases.flags}) > 0)`, "flagged"),
          })
          .from(purchases)
          .where(and(completedIn(companyId, frame.span), mine))
          .groupBy(purchases.employeeId),
      );
      const declines = db.$with("declines").as(
        db
          .select({
            key: sql<string>`${purchases.employeeId}`.as("decline_key"),
            declines: count(sql`count(*)`, "declines"),
          })
          .from(purchases)
          .where(
            and(
              eq(purchases.companyId, companyId),
              sql`${purchases.status} = 'declined'`,
              gte(purchases.createdAt, frame.span.startsAt),
              lt(purchases.createdAt, frame.span.endsAt),
              mine,
            ),
          )
          .groupBy(purchases.employeeId),
      );
      const key = sql<string>`coalesce(${fills.key}, ${declines.key})`;
      const zero = (column: unknown) => sql<number>`coalesce(${column}, 0)`.mapWith(Number);
      const windowSum = (column: unknown, name: string) =>
        sql<number>`coalesce(sum(${column}) over (), 0)`.mapWith(Number).as(name);
      let query = db
        .with(fills, declines)
        .select({
          key,
          name: employees.name,
          code: employees.employeeCode,
          branch: branch.name,
          department: department.name,
          fuelings: zero(fills.fuelings),
          ml: zero(fills.ml),
          fuel: zero(fills.fuel),
          paid: zero(fills.paid),
          km: zero(fills.km),
          mlWithKm: zero(fills.mlWithKm),
          paidWithKm: zero(fills.paidWithKm),
          vehicles: zero(fills.vehicles),
          flagged: zero(fills.flagged),
          declines: zero(declines.declines),
          drivers: sql<number>`count(*) over ()`.mapWith(Number),
          totals: {
            ...resum(fills, "over ()", "total_"),
            flagged: windowSum(fills.flagged, "total_flagged"),
            declines: windowSum(declines.declines, "total_declines"),
          },
        })
        .from(fills)
        .fullJoin(declines, eq(declines.key, fills.key))
        .innerJoin(employees, and(eq(employees.companyId, companyId), eq(employees.id, key)))
        .leftJoin(branch, and(eq(branch.companyId, companyId), eq(branch.id, employees.branchId)))
        .leftJoin(department, and(eq(department.companyId, companyId), eq(department.id, employees.departmentId)))
        .orderBy(sql`coalesce(${fills.ml}, 0) desc`, employees.name, key)
        .$dynamic();
      if (cut.limit !== null) query = query.limit(cut.limit).offset(cut.offset);
      return query;
    },
  };
}

export type EmployeeReportRepo = ReturnType<typeof createEmployeeReportRepo>;
