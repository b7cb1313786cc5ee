import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from "drizzle-orm";
import type { FleetRoleListQuery } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { countRows, pageWithTabs } from "../../../db/paging.js";
import { employees, fleetRoles } from "../../../db/schema/index.js";
import { containsPattern } from "../../../db/search.js";

export type FleetRoleInsert = Pick<typeof fleetRoles.$inferInsert, "name" | "permissions" | "active">;
type Filter = Pick<FleetRoleListQuery, "search" | "status">;

/** Whether a failed write is the name index refusing a second role of the same name (any case). */
export const NAME_INDEX = "fleet_roles_company_name_uq";

const searched = (companyId: string, q: Filter): SQL | undefined =>
  and(eq(fleetRoles.companyId, companyId), q.search ? ilike(fleetRoles.name, containsPattern(q.search)) : undefined);

const ofTab = (companyId: string, q: Filter) =>
  q.status === "all"
    ? searched(companyId, q)
    : and(searched(companyId, q), eq(fleetRoles.active, q.status === "active"));

const newestFirst = [desc(fleetRoles.createdAt), asc(fleetRoles.id)] as const;

export function createFleetRoleRepo(db: Db) {
  /** Each role with the number of employees holding it: one grouped query for the whole page (employees_role_idx). */
  async function withHolders(companyId: string, rows: (typeof fleetRoles.$inferSelect)[]) {
    if (rows.length === 0) return [];
    const counts = await db
      .select({ roleId: employees.roleId, n: count() })
      .from(employees)
      .where(
        and(
          eq(employees.companyId, companyId),
          inArray(
            employees.roleId,
            rows.map((row) => row.id),
          ),
        ),
      )
      .groupBy(employees.roleId);
    const byRole = new Map(counts.map(({ roleId, n }) => [roleId, n]));
    return rows.map((role) => ({ role, employeesCount: byRole.get(role.id) ?? 0 }));
  }

  return {
    /** A page of roles of one tab, and the count of every tab, each with the search applied. */
    async list(companyId: string, q: FleetRoleListQuery) {
      const tab = (status: Filter["status"]) => countRows(db, fleetRoles, ofTab(companyId, { ...q, status }));
      const { page, tabs } = await pageWithTabs(
        db,
        db
          .select()
          .from(fleetRoles)
          .where(ofTab(companyId, q))
          .orderBy(...newestFirst),
        tab("all"),
        { active: tab("active"), inactive: tab("inactive") },
        q,
      );
      return { ...page, items: await withHolders(companyId, page.items), ...tabs };
    },
    /** Every role of the tab matching the search, for an export. */
    async all(companyId: string, q: Filter) {
      return withHolders(
        companyId,
        await db
          .select()
          .from(fleetRoles)
          .where(ofTab(companyId, q))
          .orderBy(...newestFirst),
      );
    },
    /** The active roles by name, for a select. */
    choices(companyId: string) {
      return db
        .select({ id: fleetRoles.id, name: fleetRoles.name, permissions: fleetRoles.permissions })
        .from(fleetRoles)
        .where(and(eq(fleetRoles.companyId, companyId), eq(fleetRoles.active, true)))
        .orderBy(asc(sql`lower(${fleetRoles.name})`), asc(fleetRoles.id));
    },
    async get(companyId: string, id: string) {
      const rows = await db
        .select()
        .from(fleetRoles)
        .where(and(eq(fleetRoles.companyId, companyId), eq(fleetRoles.id, id)))
        .limit(1);
      const [row] = await withHolders(companyId, rows);
      return row ?? null;
    },
    async insert(companyId: string, values: FleetRoleInsert) {
      const [row] = await db
        .insert(fleetRoles)
        .values({ ...values, companyId })
        .returning({ id: fleetRoles.id });
      if (!row) throw new Error("fleet_roles insert returned nothing");
      return row.id;
    },
    /** False when the company has no such role. */
    async update(companyId: string, id: string, values: Partial<FleetRoleInsert>) {
      const rows = await db
        .update(fleetRoles)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(fleetRoles.companyId, companyId), eq(fleetRoles.id, id)))
        .returning({ id: fleetRoles.id });
      return rows.length > 0;
    },
  };
}

export type FleetRoleRepo = ReturnType<typeof createFleetRoleRepo>;
export type FleetRoleWithHolders = NonNullable<Awaited<ReturnType<FleetRoleRepo["get"]>>>;
