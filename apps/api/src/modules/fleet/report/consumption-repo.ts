import type { ConsumptionGroup, ConsumptionReportQuery } from "@pitlane/domain";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client.js";
import { employees, orgUnits, purchases, vehicles } from "../../../db/schema/index.js";
import { completedIn, driversIn, fillSums, resum, type Span } from "./completed-fills.js";

/** The column a fill is grouped by first: its vehicle, its driver (for branches and departments too) or its fuel. */
const firstKeyOf: Record<ConsumptionGroup, PgColumn> = {
  vehicle: purchases.vehicleId,
  employee: purchases.employeeId,
  branch: purchases.employeeId,
  department: purchases.employeeId,
  fuel_type: purchases.fuelType,
};

/** A page of groups, or every group (limit null) for the exports. */
export interface Cut {
  limit: number | null;
  offset: number;
}

/**
 * The consumption report: the range's fills grouped in SQL by vehicle, driver or fuel type over the
 * completed-fills index, the groups then named (one join per group, not per fill); branches and
 * departments group the drivers' sums again by the driver's current branch or department. Every row
 * carries the sums over all groups (a window), which are the range's totals.
 */
export function createConsumptionRepo(db: Db) {
  function groupsOf(companyId: string, q: ConsumptionReportQuery, span: Span) {
    const key = firstKeyOf[q.by];
    const where = and(
      completedIn(companyId, span),
      q.fuel_type ? eq(purchases.fuelType, q.fuel_type) : undefined,
      q.vehicle_id ? eq(purchases.vehicleId, q.vehicle_id) : undefined,
      q.employee_id ? eq(purchases.employeeId, q.employee_id) : undefined,
      driversIn(db, companyId, q),
    );
    const fills = db.$with("fills").as(
      db
        .select({ key: sql<string | null>`${key}`.as("key"), ...fillSums() })
        .from(purchases)
        .where(where)
        .groupBy(key),
    );
    if (q.by !== "branch" && q.by !== "department") return { cte: fills, ctes: [fills] };
    const unit = q.by === "branch" ? employees.branchId : employees.departmentId;
    const units = db.$with("units").as(
      db
        .with(fills)
        .select({ key: sql<string | null>`${unit}`.as("key"), ...resum(fills, "") })
        .from(fills)
        .leftJoin(employees, and(eq(employees.companyId, companyId), eq(employees.id, sql`${fills.key}`)))
        .groupBy(unit),
    );
    return { cte: units, ctes: [fills, units] };
  }

  return {
    async groups(companyId: string, q: ConsumptionReportQuery, span: Span, cut: Cut) {
      const { cte: g, ctes } = groupsOf(companyId, q, span);
      const named = (table: { companyId: PgColumn; id: PgColumn }): SQL =>
        and(eq(table.companyId, companyId), eq(table.id, sql`${g.key}`)) as SQL;
      const [name, detail] = {
        vehicle: [vehicles.plateNo, vehicles.carId],
        employee: [employees.name, employees.employeeCode],
        branch: [orgUnits.name, sql`null`],
        department: [orgUnits.name, sql`null`],
        fuel_type: [g.key, sql`null`],
      }[q.by];
      let query = db
        .with(...ctes)
        .select({
          key: g.key,
          name: sql<string | null>`${name}`,
          detail: sql<string | null>`${detail}`,
          fuelings: g.fuelings,
          ml: g.ml,
          fuel: g.fuel,
          paid: g.paid,
          km: g.km,
          mlWithKm: g.mlWithKm,
          paidWithKm: g.paidWithKm,
          groups: sql<number>`count(*) over ()`.mapWith(Number),
          totals: resum(g, "over ()", "total_"),
        })
        .from(g)
        .$dynamic();
      if (q.by === "vehicle") query = query.leftJoin(vehicles, named(vehicles));
      if (q.by === "employee") query = query.leftJoin(employees, named(employees));
      if (q.by === "branch" || q.by === "department") query = query.leftJoin(orgUnits, named(orgUnits));
      query = query.orderBy(sql`${g.ml} desc`, sql`${name} asc nulls last`, sql`${g.key} asc nulls last`);
      if (cut.limit !== null) query = query.limit(cut.limit).offset(cut.offset);
      return query;
    },
  };
}

export type ConsumptionRepo = ReturnType<typeof createConsumptionRepo>;
