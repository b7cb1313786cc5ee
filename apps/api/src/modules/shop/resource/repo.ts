import { and, asc, count, eq, ilike, type SQL } from "drizzle-orm";
import { offsetOf, type ResourceListQuery } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { branches, resources } from "../../../db/schema/index.js";
import { containsPattern } from "../../../db/search.js";

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
    db.select(withBranchNames).from(resources).innerJoin(branches, eq(branches.id, resources.branchId));

  return {
    async list(tenantId: string, q: ResourceListQuery) {
      const where = filters(tenantId, q);
      const [items, [counted]] = await Promise.all([
        selectWithNames()
          .where(where)
          .orderBy(asc(resources.name), asc(resources.id))
          .limit(q.limit)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(resources).where(where),
      ]);
      return { items, total: counted?.n ?? 0 };
    },
    async get(tenantId: string, id: string) {
      const [row] = await selectWithNames().where(ofShop(tenantId, id)).limit(1);
      return row ?? null;
    },
    async insert(tenantId: string, values: ResourceInsert) {
      const [row] = await db
        .insert(resources)
        .values({ ...values, shopId: tenantId })
        .returning({ id: resources.id });
      if (!row) throw new Error("resource insert returned nothing");
      return row.id;
    },
    async update(tenantId: string, id: string, values: Partial<ResourceInsert>) {
      const [row] = await db
        .update(resources)
        .set({ ...values, updatedAt: new Date() })
        .where(ofShop(tenantId, id))
        .returning({ id: resources.id });
      return row !== undefined;
    },
    /** The services needing it lose that need with it (service_resources cascades). */
    async remove(tenantId: string, id: string) {
      const rows = await db.delete(resources).where(ofShop(tenantId, id)).returning({ id: resources.id });
      return rows.length > 0;
    },
  };
}

export type ResourceRepo = ReturnType<typeof createResourceRepo>;
export type ResourceWithBranch = NonNullable<Awaited<ReturnType<ResourceRepo["get"]>>>;
