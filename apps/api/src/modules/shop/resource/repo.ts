import { and, asc, eq, ilike, inArray, type SQL } from "drizzle-orm";
import type { ResourceListQuery } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { countRows, pageOf } from "../../../db/paging.js";
import { branches, resources } from "../../../db/schema/index.js";
import { containsPattern } from "../../../db/search.js";
import { deleteShopRow, insertShopRow, updateShopRow } from "../../../db/shop-rows.js";
import { tenantRow } from "../../../db/tenant-row.js";

export type ResourceInsert = Omit<typeof resources.$inferInsert, "id" | "shopId" | "createdAt" | "updatedAt">;

/** A resource with its branch's names, read in the same query. */
const withBranchNames = {
  resource: resources,
  branchNameEnglish: branches.branchNameEnglish,
  branchNameArabic: branches.branchNameArabic,
};

const ofShop = (tenantId: string, id: string) => and(eq(resources.shopId, tenantId), eq(resources.id, id));

function filters(tenantId: string, q: ResourceListQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(resources.shopId, tenantId)];
  if (q.branch_id) parts.push(eq(resources.branchId, q.branch_id));
  if (q.search) parts.push(ilike(resources.name, containsPattern(q.search)));
  return and(...parts);
}

export function createResourceRepo(db: Db) {
  const selectWithNames = () =>
    db
      .select(withBranchNames)
      .from(resources)
      .innerJoin(branches, tenantRow(branches, resources.branchId, resources));

  return {
    async list(tenantId: string, q: ResourceListQuery) {
      const where = filters(tenantId, q);
      return pageOf(
        db,
        selectWithNames().where(where).orderBy(asc(resources.name), asc(resources.id)),
        countRows(db, resources, where),
        q,
      );
    },
    async get(tenantId: string, id: string) {
      const [row] = await selectWithNames().where(ofShop(tenantId, id)).limit(1);
      return row ?? null;
    },
    insert: (tenantId: string, values: ResourceInsert) => insertShopRow(db, resources, { ...values, shopId: tenantId }),
    update: (tenantId: string, id: string, values: Partial<ResourceInsert>) =>
      updateShopRow(db, resources, tenantId, id, values),
    /** The services needing it lose that need with it (service_resources cascades). */
    remove: (tenantId: string, id: string) => deleteShopRow(db, resources, tenantId, id),
  };
}

/** How many of each resource the shop has, by id; another shop's ids and unknown ids are absent. */
export async function resourceQuantities(db: Db, tenantId: string, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: resources.id, quantity: resources.quantity })
    .from(resources)
    .where(and(eq(resources.shopId, tenantId), inArray(resources.id, ids)));
  return new Map(rows.map((row) => [row.id, row.quantity]));
}

export type ResourceRepo = ReturnType<typeof createResourceRepo>;
export type ResourceWithBranch = NonNullable<Awaited<ReturnType<ResourceRepo["get"]>>>;
