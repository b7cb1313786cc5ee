import { and, asc, eq, ilike, type SQL } from "drizzle-orm";
import type { ServiceListQuery } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { isLinkedTo } from "../../../db/links.js";
import { countRows, orderOf, pageOf } from "../../../db/paging.js";
import { categories, packageServices, serviceBranches, serviceMembers, services } from "../../../db/schema/index.js";
import { containsPattern } from "../../../db/search.js";
import { deleteShopRow, insertShopRow, updateShopRow } from "../../../db/shop-rows.js";
import { tenantRow } from "../../../db/tenant-row.js";

/** The unique index behind `service_name_taken` (shop, lower name): one service offered at several branches. */
export const SERVICE_NAME_INDEX = "services_shop_name_uq";

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
    parts.push(
      isLinkedTo(db, serviceBranches, serviceBranches.serviceId, services, serviceBranches.branchId, q.branch_id),
    );
  }
  return and(...parts);
}

export function createServiceRepo(db: Db) {
  const selectWithNames = (tx: Db = db) =>
    tx
      .select(withCategoryNames)
      .from(services)
      .innerJoin(categories, tenantRow(categories, services.categoryId, services));

  return {
    async list(tenantId: string, q: ServiceListQuery) {
      const where = filters(tenantId, q, db);
      return pageOf(
        db,
        selectWithNames()
          .where(where)
          .orderBy(...orderOf(sortColumns[q.sort], q.order, services.id)),
        countRows(db, services, where),
        q,
      );
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
        .innerJoin(serviceBranches, tenantRow(services, serviceBranches.serviceId, serviceBranches))
        .where(and(eq(services.shopId, tenantId), eq(services.active, true), eq(serviceBranches.branchId, branchId)))
        .orderBy(asc(services.name), asc(services.id));
    },
    /** The services a team member performs, by name. */
    async ofMember(tenantId: string, userId: string) {
      return selectWithNames()
        .innerJoin(serviceMembers, tenantRow(services, serviceMembers.serviceId, serviceMembers))
        .where(and(eq(services.shopId, tenantId), eq(serviceMembers.userId, userId)))
        .orderBy(asc(services.name), asc(services.id));
    },
    insert: (tenantId: string, values: ServiceInsert, tx: Db = db) =>
      insertShopRow(tx, services, { ...values, shopId: tenantId }),
    update: (tenantId: string, id: string, values: Partial<ServiceInsert>, tx: Db = db) =>
      updateShopRow(tx, services, tenantId, id, values),
    async isInPackage(tenantId: string, serviceId: string) {
      const [row] = await db
        .select({ one: packageServices.packageId })
        .from(packageServices)
        .where(and(eq(packageServices.shopId, tenantId), eq(packageServices.serviceId, serviceId)))
        .limit(1);
      return row !== undefined;
    },
    remove: (tenantId: string, id: string) => deleteShopRow(db, services, tenantId, id),
  };
}

export type ServiceRepo = ReturnType<typeof createServiceRepo>;
export type ServiceWithNames = NonNullable<Awaited<ReturnType<ServiceRepo["get"]>>>;
