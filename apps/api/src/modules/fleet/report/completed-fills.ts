import { and, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { employees, purchases } from "../../../db/schema/index.js";

/** The instants a report's range runs between (its first day's midnight to the midnight after its last). */
export interface Span {
  startsAt: Date;
  endsAt: Date;
}

/**
 * The company's fills completed in the span: the partial index purchases_completed_idx (company,
 * resolved_at where completed) serves it. The status is written out, not bound, so that the planner
 * matches the index's predicate even on a prepared statement.
 */
export const completedIn = (companyId: string, span: Span): SQL =>
  and(
    eq(purchases.companyId, companyId),
    sql`${purchases.status} = 'completed'`,
    gte(purchases.resolvedAt, span.startsAt),
    lt(purchases.resolvedAt, span.endsAt),
  ) as SQL;

/** Fills of the drivers who are now in a branch or a department (the employee's current one). */
export function driversIn(db: Db, companyId: string, unit: { branch_id?: string; department_id?: string }) {
  if (!unit.branch_id && !unit.department_id) return undefined;
  return inArray(
    purchases.employeeId,
    db
      .select({ id: employees.id })
      .from(employees)
      .where(
        and(
          eq(employees.companyId, companyId),
          unit.branch_id ? eq(employees.branchId, unit.branch_id) : undefined,
          unit.department_id ? eq(employees.departmentId, unit.department_id) : undefined,
        ),
      ),
  );
}

const hasKm = sql`${purchases.previousOdometer} is not null`;
const paid = sql`${purchases.fuelAmount} + coalesce(${purchases.commissionAmount}, 0) + coalesce(${purchases.taxAmount}, 0)`;
const sum = (expression: SQL, name: string) => sql<number>`coalesce(sum(${expression}), 0)`.mapWith(Number).as(name);
const sumWithKm = (expression: SQL, name: string) =>
  sql<number>`coalesce(sum(${expression}) filter (where ${hasKm}), 0)`.mapWith(Number).as(name);

/**
 * What a group of fills adds up to, in minor units and millilitres: the km of a fill are its
 * odometer less the reading before it, and the litres and money of the fills that have such a
 * reading are kept apart, since only those say what the km cost. Named, so a query can group them
 * again (`resum`) or read them from a subquery.
 */
export const fillSums = () => ({
  fuelings: sql<number>`count(*)`.mapWith(Number).as("fuelings"),
  ml: sum(sql`${purchases.litresMl}`, "ml"),
  fuel: sum(sql`${purchases.fuelAmount}`, "fuel"),
  paid: sum(paid, "paid"),
  km: sum(sql`${purchases.odometer} - ${purchases.previousOdometer}`, "km"),
  mlWithKm: sumWithKm(sql`${purchases.litresMl}`, "ml_with_km"),
  paidWithKm: sumWithKm(paid, "paid_with_km"),
});

type Sums = ReturnType<typeof fillSums>;
const SUM_KEYS = ["fuelings", "ml", "fuel", "paid", "km", "mlWithKm", "paidWithKm"] as const;

/**
 * The sums of groups summed again: by a coarser group (`over` empty), or over every group of the
 * result (`over` = "over ()", a window that the page's rows carry as the range's totals).
 */
export function resum(groups: Record<keyof Sums, unknown>, over: "" | "over ()", prefix = "") {
  return Object.fromEntries(
    SUM_KEYS.map((key) => [
      key,
      sql<number>`coalesce(sum(${groups[key]}) ${sql.raw(over)}, 0)`
        .mapWith(Number)
        .as(`${prefix}${fillSums()[key].fieldAlias}`),
    ]),
  ) as Sums;
}

/** The sums of `fillSums`, in minor units and millilitres. */
export interface FillSums {
  fuelings: number;
  ml: number;
  fuel: number;
  paid: number;
  km: number;
  mlWithKm: number;
  paidWithKm: number;
}
