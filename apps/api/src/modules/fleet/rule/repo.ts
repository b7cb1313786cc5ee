import { and, asc, desc, eq, gt, ilike, isNull, ne, notExists, or, sql, type SQL } from "drizzle-orm";
import type { FuelRuleExportQuery, FuelType } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { countRows, pageOf } from "../../../db/paging.js";
import { employees, fuelRules, vehicleAssignments, vehicles } from "../../../db/schema/index.js";
import { containsPattern } from "../../../db/search.js";
import { tenantRow } from "../../../db/tenant-row.js";
import { assignmentEnd } from "../assignment/current-repo.js";

export type RuleColumns = Omit<typeof fuelRules.$inferInsert, "id" | "companyId" | "createdAt" | "updatedAt">;

export const NAME_INDEX = "fuel_rules_company_name_uq";

/**
 * The outer row's company and id, spelled with its table: Drizzle leaves columns unqualified in a
 * one-table select, and inside the subqueries a bare "id" would be the employee's or the vehicle's own.
 */
const outerCompanyId = sql`${fuelRules}.${sql.identifier(fuelRules.companyId.name)}`;
const outerId = sql`${fuelRules}.${sql.identifier(fuelRules.id.name)}`;
const heldByEmployee = sql`${employees.companyId} = ${outerCompanyId} and ${employees.ruleId} = ${outerId}`;
const heldByVehicle = sql`${vehicles.companyId} = ${outerCompanyId} and ${vehicles.ruleId} = ${outerId}`;

/** Each rule with how many employees and vehicles hold it: correlated counts (the rule_id indexes), one query a page. */
const withHolders = {
  rule: fuelRules,
  employeesCount: sql<number>`(select count(*) from ${employees} where ${heldByEmployee})`.mapWith(Number),
  vehiclesCount: sql<number>`(select count(*) from ${vehicles} where ${heldByVehicle})`.mapWith(Number),
};

const one = (companyId: string, id: string) => and(eq(fuelRules.companyId, companyId), eq(fuelRules.id, id));

function filters(companyId: string, q: Pick<FuelRuleExportQuery, "search" | "status" | "fuel_type">) {
  const parts: (SQL | undefined)[] = [eq(fuelRules.companyId, companyId)];
  if (q.status !== "all") parts.push(eq(fuelRules.active, q.status === "active"));
  if (q.fuel_type !== "all") parts.push(eq(fuelRules.fuelType, q.fuel_type));
  if (q.search) parts.push(ilike(fuelRules.name, containsPattern(q.search)));
  return and(...parts);
}

/** By name in any case (the order of the unique name index), or by date; then the id, so pages never overlap. */
function orderBy(q: Pick<FuelRuleExportQuery, "sort" | "order">) {
  const column = q.sort === "name" ? sql`lower(${fuelRules.name})` : fuelRules.createdAt;
  return [q.order === "desc" ? desc(column) : asc(column), asc(fuelRules.id)] as const;
}

/** A vehicle whose tanks take neither this fuel in the primary nor in the secondary. */
const refusesFuel = (fuelType: FuelType) =>
  and(
    ne(vehicles.fuelType, fuelType),
    or(isNull(vehicles.secondaryFuelType), ne(vehicles.secondaryFuelType, fuelType)),
  );

export function createRuleRepo(db: Db) {
  const select = () => db.select(withHolders).from(fuelRules);

  return {
    list(companyId: string, q: FuelRuleExportQuery & { page: number; limit: number }) {
      const where = filters(companyId, q);
      return pageOf(
        db,
        select()
          .where(where)
          .orderBy(...orderBy(q)),
        countRows(db, fuelRules, where),
        q,
      );
    },
    /** Every rule the filters select, for an export. */
    all(companyId: string, q: FuelRuleExportQuery) {
      return select()
        .where(filters(companyId, q))
        .orderBy(...orderBy(q));
    },
    /** The active rules of a fuel type (or any), by name; the service drops those that have ended. */
    active(companyId: string, fuelType: FuelType | "all") {
      return db
        .select()
        .from(fuelRules)
        .where(
          and(
            eq(fuelRules.companyId, companyId),
            eq(fuelRules.active, true),
            fuelType === "all" ? undefined : eq(fuelRules.fuelType, fuelType),
          ),
        )
        .orderBy(sql`lower(${fuelRules.name})`, asc(fuelRules.id));
    },
    async get(companyId: string, id: string) {
      const [row] = await select().where(one(companyId, id)).limit(1);
      return row ?? null;
    },
    async insert(companyId: string, values: RuleColumns) {
      const [row] = await db
        .insert(fuelRules)
        .values({ ...values, companyId })
        .returning({ id: fuelRules.id });
      if (!row) throw new Error("fuel_rules insert returned nothing");
      return row.id;
    },
    /** The rule as an update checks it, locked until the update commits. */
    async lockForUpdate(companyId: string, id: string, tx: Db) {
      const [row] = await tx.select().from(fuelRules).where(one(companyId, id)).for("update");
      return row ?? null;
    },
    async update(companyId: string, id: string, values: Partial<RuleColumns>, tx: Db) {
      await tx
        .update(fuelRules)
        .set({ ...values, updatedAt: new Date() })
        .where(one(companyId, id));
    },
    /**
     * Whether a vehicle would hold the rule with a fuel it cannot take: one holding the rule
     * itself, or one driven (now or later) by an employee holding it.
     */
    async hasHolderRefusingFuel(companyId: string, id: string, fuelType: FuelType, now: Date, tx: Db) {
      const [direct] = await tx
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(and(eq(vehicles.companyId, companyId), eq(vehicles.ruleId, id), refusesFuel(fuelType)))
        .limit(1);
      if (direct) return true;
      const [driven] = await tx
        .select({ id: vehicleAssignments.id })
        .from(vehicleAssignments)
        .innerJoin(employees, tenantRow(employees, vehicleAssignments.employeeId, vehicleAssignments))
        .innerJoin(vehicles, tenantRow(vehicles, vehicleAssignments.vehicleId, vehicleAssignments))
        .where(
          and(
            eq(vehicleAssignments.companyId, companyId),
            eq(employees.ruleId, id),
            gt(assignmentEnd, now),
            refusesFuel(fuelType),
          ),
        )
        .limit(1);
      return !!driven;
    },
    /**
     * Deletes the rule only while no employee or vehicle holds it, in one statement, so one given
     * the rule meanwhile cannot be left pointing at nothing. False when nothing was deleted.
     */
    async removeUnheld(companyId: string, id: string) {
      const rows = await db
        .delete(fuelRules)
        .where(
          and(
            one(companyId, id),
            notExists(
              db
                .select({ one: sql`1` })
                .from(employees)
                .where(heldByEmployee),
            ),
            notExists(
              db
                .select({ one: sql`1` })
                .from(vehicles)
                .where(heldByVehicle),
            ),
          ),
        )
        .returning({ id: fuelRules.id });
      return rows.length > 0;
    },
  };
}

export type RuleRepo = ReturnType<typeof createRuleRepo>;
export type RuleWithHolders = NonNullable<Awaited<ReturnType<RuleRepo["get"]>>>;
export type RuleRow = RuleWithHolders["rule"];
