import { and, asc, count, desc, eq, ilike, inArray, notExists, sql, type SQL } from "drizzle-orm";
import type { RoleListQuery } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { countRows, pageWithTabs } from "../../../db/paging.js";
import { roles, shopUsers } from "../../../db/schema/index.js";
import { containsPattern } from "../../../db/search.js";
import { insertShopRow, updateShopRow } from "../../../db/shop-rows.js";
import { tenantRow } from "../../../db/tenant-row.js";

export type RoleInsert = Pick<typeof roles.$inferInsert, "name" | "permissions" | "active">;

/** The unique index that keeps role names apart within a shop, case-insensitively. */
export const NAME_INDEX = "roles_shop_name_uq";

function searchFilter(tenantId: string, q: RoleListQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(roles.shopId, tenantId)];
  if (q.search) parts.push(ilike(roles.name, containsPattern(q.search)));
  return and(...parts);
}

/** Whether a failed write is the name index refusing a second role of the same name. */

export function createRoleRepo(db: Db) {
  /**
   * Each role with the number of team members holding it: one grouped query for the whole page
   * (shop_users_role_idx), never one per row.
   */
  async function withMembers(tenantId: string, rows: (typeof roles.$inferSelect)[]) {
    if (rows.length === 0) return [];
    const counts = await db
      .select({ roleId: shopUsers.roleId, n: count() })
      .from(shopUsers)
      .where(
        and(
          eq(shopUsers.shopId, tenantId),
          inArray(
            shopUsers.roleId,
            rows.map((row) => row.id),
          ),
        ),
      )
      .groupBy(shopUsers.roleId);
    const byRole = new Map(counts.map(({ roleId, n }) => [roleId, n]));
    return rows.map((role) => ({ role, membersCount: byRole.get(role.id) ?? 0 }));
  }

  return {
    /** A page of roles of one status, and the count of every status tab, each with the search applied. */
    async list(tenantId: string, q: RoleListQuery) {
      const searched = searchFilter(tenantId, q);
      const where = q.status === "all" ? searched : and(searched, eq(roles.active, q.status === "active"));
      const { page, tabs } = await pageWithTabs(
        db,
        db.select().from(roles).where(where).orderBy(desc(roles.createdAt), asc(roles.id)),
        countRows(db, roles, searched),
        {
          active: countRows(db, roles, and(searched, eq(roles.active, true))),
          inactive: countRows(db, roles, and(searched, eq(roles.active, false))),
        },
        q,
      );
      return { ...page, items: await withMembers(tenantId, page.items), ...tabs };
    },
    async get(tenantId: string, id: string) {
      const rows = await db
        .select()
        .from(roles)
        .where(and(eq(roles.shopId, tenantId), eq(roles.id, id)))
        .limit(1);
      const [row] = await withMembers(tenantId, rows);
      return row ?? null;
    },
    insert: (tenantId: string, values: RoleInsert) => insertShopRow(db, roles, { ...values, shopId: tenantId }),
    update: (tenantId: string, id: string, values: Partial<RoleInsert>) =>
      updateShopRow(db, roles, tenantId, id, values),
    /**
     * Deletes the role only while no team member holds it, in one statement, so a member given the
     * role meanwhile cannot be left pointing at nothing. False when nothing was deleted.
     */
    async removeUnheld(tenantId: string, id: string) {
      const rows = await db
        .delete(roles)
        .where(
          and(
            eq(roles.shopId, tenantId),
            eq(roles.id, id),
            notExists(
              db
                .select({ one: sql`1` })
                .from(shopUsers)
                .where(tenantRow(roles, shopUsers.roleId, shopUsers)),
            ),
          ),
        )
        .returning({ id: roles.id });
      return rows.length > 0;
    },
  };
}

export type RoleRepo = ReturnType<typeof createRoleRepo>;
export type RoleWithMembers = NonNullable<Awaited<ReturnType<RoleRepo["get"]>>>;
