import { and, asc, count, desc, eq, exists, ilike, type SQL } from "drizzle-orm";
import { offsetOf, type ServiceListQuery } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { containsPattern } from "../../../db/search.js";
import {
  categories,
  packageServices,
  packages,
  serviceBranches,
  serviceMembers,
  services,
} from "../../../db/schema/index.js";

export type ServiceInsert = Omit<typeof services.$inferInsert, "id" | "shopId" | "createdAt" | "updatedAt">;

/** A service with its category's names, read in the same query. */
const withCategoryNames = {
  service: services,
  categoryNameEnglish: categories.nameEnglish,
  categoryNameArabic: categories.nameArabic,
};

const sortColumns = { name: services.name, price: services.priceMinor, created_at: services.createdAt };

function filters(tenantId: string, q: ServiceListQuery, db: Db): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(services.shopId, tenantId)];
  if (q.status !== "all") parts.push(eq(services.active, q.status === "active"));
  if (q.category_id) parts.push(eq(services.categoryId, q.category_id));
  if (q.search) parts.push(ilike(services.name, containsPattern(q.search)));
  if (q.branch_id) {
    const offered = db
      .select({ one: serviceBranches.serviceId })
      .from(serviceBranches)
      .where(and(eq(serviceBranches.serviceId, services.id), eq(serviceBranches.branchId, q.branch_id)));
    parts.push(exists(offered));
  }
  return and(...parts);
}

export function createServiceRepo(db: Db) {
  const selectWithNames = (tx: Db = db) =>
    tx.select(withCategoryNames).from(services).innerJoin(categories, eq(categories.id, services.categoryId));

  return {
    async list(tenantId: string, q: ServiceListQuery) {
      const where = filters(tenantId, q, db);
      const direction = q.order === "desc" ? desc : asc;
      const [items, [counted]] = await Promise.all([
        selectWithNames()
          .where(where)
          .orderBy(direction(sortColumns[q.sort]), asc(services.id))
          .limit(q.limit)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(services).where(where),
      ]);
      return { items, total: counted?.n ?? 0 };
    },
    async get(tenantId: string, id: string) {
      const [row] = await selectWithNames()
        .where(and(eq(services.shopId, tenantId), eq(services.id, id)))
        .limit(1);
      return row ?? null;
    },
    /** The active services a branch offers, by name (the choosers of packages and job cards). */
    async activeOfBranch(tenantId: string, branchId: string) {
      return selectWithNames()
        .innerJoin(serviceBranches, eq(serviceBranches.serviceId, services.id))
        .where(and(eq(services.shopId, tenantId), eq(services.active, true), eq(serviceBranches.branchId, branchId)))
        .orderBy(asc(services.name), asc(services.id));
    },
    /** The services a team member performs, by name. */
    async ofMember(tenantId: string, userId: string) {
      return selectWithNames()
        .innerJoin(serviceMembers, eq(serviceMembers.serviceId, services.id))
        .where(and(eq(services.shopId, tenantId), eq(serviceMembers.userId, userId)))
        .orderBy(asc(services.name), asc(services.id));
    },
    async insert(tenantId: string, values: ServiceInsert, tx: Db = db) {
      const [row] = await tx
        .insert(services)
        .values({ ...values, shopId: tenantId })
        .returning({ id: services.id });
      if (!row) throw new Error("service insert returned nothing");
      return row.id;
    },
    async update(tenantId: string, id: string, values: Partial<ServiceInsert>, tx: Db = db) {
      const [row] = await tx
        .update(services)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(services.shopId, tenantId), eq(services.id, id)))
        .returning({ id: services.id });
      return row !== undefined;
    },
    async isInPackage(tenantId: string, serviceId: string) {
      const [row] = await db
        .select({ one: packageServices.packageId })
        .from(packageServices)
        .innerJoin(packages, eq(packages.id, packageServices.packageId))
        .where(and(eq(packages.shopId, tenantId), eq(packageServices.serviceId, serviceId)))
        .limit(1);
      return row !== undefined;
    },
    async remove(tenantId: string, id: string) {
      const rows = await db
        .delete(services)
        .where(and(eq(services.shopId, tenantId), eq(services.id, id)))
        .returning({ id: services.id });
      return rows.length > 0;
    },
  };
}

export type ServiceRepo = ReturnType<typeof createServiceRepo>;
export type ServiceWithNames = NonNullable<Awaited<ReturnType<ServiceRepo["get"]>>>;
