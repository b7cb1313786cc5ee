import { and, asc, desc, eq, ilike, notExists, sql, type SQL } from "drizzle-orm";
import type { OrgUnitKind, OrgUnitListQuery } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { countRows, pageOf } from "../../../db/paging.js";
import { employees, orgUnits } from "../../../db/schema/index.js";
import { containsPattern } from "../../../db/search.js";

/** The unique index behind "already exists": company, kind and name in any case. */
export const NAME_INDEX = "org_units_company_kind_name_uq";

/** The employees' column that places an employee in a unit of each kind. */
const placedBy = {
  branch: employees.branchId,
  department: employees.departmentId,
  designation: employees.designationId,
} as const;

/**
 * The outer row's company and id, spelled with its table: Drizzle leaves columns unqualified in a
 * one-table select, and inside the subquery a bare "id" would be the employee's own.
 */
const outerCompanyId = sql`${orgUnits}.${sql.identifier(orgUnits.companyId.name)}`;
const outerId = sql`${orgUnits}.${sql.identifier(orgUnits.id.name)}`;

/** The employees placed in the outer unit, of its company. */
const placedIn = (kind: OrgUnitKind) =>
  sql`${employees.companyId} = ${outerCompanyId} and ${placedBy[kind]} = ${outerId}`;

/** How many employees sit in each unit: a correlated count inside the same statement, so a page is one query. */
const withEmployeesCount = (kind: OrgUnitKind) => ({
  unit: orgUnits,
  employeesCount: sql<number>`(select count(*) from ${employees} where ${placedIn(kind)})`.mapWith(Number),
});

const ofKind = (companyId: string, kind: OrgUnitKind) =>
  and(eq(orgUnits.companyId, companyId), eq(orgUnits.kind, kind));
const one = (companyId: string, kind: OrgUnitKind, id: string) => and(ofKind(companyId, kind), eq(orgUnits.id, id));

function filters(companyId: string, kind: OrgUnitKind, search: string | undefined): SQL | undefined {
  return and(ofKind(companyId, kind), search ? ilike(orgUnits.name, containsPattern(search)) : undefined);
}

type Order = Pick<OrgUnitListQuery, "sort" | "order">;

/** By name in any case (the order of the unique name index), or by date; then the id, so pages never overlap. */
function orderBy(q: Order) {
  const column = q.sort === "name" ? sql`lower(${orgUnits.name})` : orgUnits.createdAt;
  return [q.order === "desc" ? desc(column) : asc(column), asc(orgUnits.id)] as const;
}

export function createOrgUnitRepo(db: Db) {
  const select = (kind: OrgUnitKind) => db.select(withEmployeesCount(kind)).from(orgUnits);

  return {
    list(companyId: string, kind: OrgUnitKind, q: OrgUnitListQuery) {
      const where = filters(companyId, kind, q.search);
      return pageOf(
        db,
        select(kind)
          .where(where)
          .orderBy(...orderBy(q)),
        countRows(db, orgUnits, where),
        q,
      );
    },
    /** Every unit of the kind by name, for a select. */
    choices(companyId: string, kind: OrgUnitKind) {
      return db
        .select({ id: orgUnits.id, name: orgUnits.name })
        .from(orgUnits)
        .where(ofKind(companyId, kind))
        .orderBy(...orderBy({ sort: "name", order: "asc" }));
    },
    /** Every unit matching the search, for an export. */
    all(companyId: string, kind: OrgUnitKind, q: Order & { search?: string }) {
      return select(kind)
        .where(filters(companyId, kind, q.search))
        .orderBy(...orderBy(q));
    },
    async get(companyId: string, kind: OrgUnitKind, id: string) {
      const [row] = await select(kind)
        .where(one(companyId, kind, id))
        .limit(1);
      return row ?? null;
    },
    async insert(companyId: string, kind: OrgUnitKind, name: string) {
      const [row] = await db.insert(orgUnits).values({ companyId, kind, name }).returning({ id: orgUnits.id });
      if (!row) throw new Error("org_units insert returned nothing");
      return row.id;
    },
    /** False when the company has no such unit of this kind. */
    async rename(companyId: string, kind: OrgUnitKind, id: string, name: string) {
      const rows = await db
        .update(orgUnits)
        .set({ name, updatedAt: new Date() })
        .where(one(companyId, kind, id))
        .returning({ id: orgUnits.id });
      return rows.length > 0;
    },
    /**
     * Deletes the unit only while no employee sits in it, in one statement, so an employee placed
     * in it meanwhile cannot be left pointing at nothing. False when nothing was deleted.
     */
    async removeIfUnused(companyId: string, kind: OrgUnitKind, id: string) {
      const rows = await db
        .delete(orgUnits)
        .where(
          and(
            one(companyId, kind, id),
            notExists(
              db
                .select({ one: sql`1` })
                .from(employees)
                .where(placedIn(kind)),
            ),
          ),
        )
        .returning({ id: orgUnits.id });
      return rows.length > 0;
    },
  };
}

export type OrgUnitRepo = ReturnType<typeof createOrgUnitRepo>;
export type OrgUnitWithCount = NonNullable<Awaited<ReturnType<OrgUnitRepo["get"]>>>;
