import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { isLinkedTo } from "../../../db/links.js";
import {
  categories,
  productBranches,
  productVariants,
  products,
  serviceBranches,
  services,
  variantStock,
} from "../../../db/schema/index.js";

/**
 * The catalog as pickers need it (team member services, package builder, job cards): one row per
 * service or per variant with its category, in one query each, grouped by the service afterwards.
 */
export function createCategoryChoicesRepo(db: Db) {
  /** Units in stock at the branch, or at every branch of the shop when none is named. */
  const stockOf = (branchId: string | undefined) =>
    sql<number>`(select coalesce(sum(${variantStock.quantity}), 0) from ${variantStock}
      where ${variantStock.variantId} = ${productVariants.id}
      ${branchId ? sql`and ${variantStock.branchId} = ${branchId}` : sql``})`.mapWith(Number);

  return {
    /** Active services of the shop by category name then service name; only those offered at the branch if named. */
    async servicesByCategory(tenantId: string, branchId: string | undefined) {
      const parts: SQL[] = [
        eq(categories.shopId, tenantId),
        eq(categories.kind, "services"),
        eq(services.shopId, tenantId),
        eq(services.active, true),
      ];
      if (branchId) {
        parts.push(isLinkedTo(db, serviceBranches.serviceId, services.id, serviceBranches.branchId, branchId));
      }
      return db
        .select({
          category: { id: categories.id, nameEnglish: categories.nameEnglish, nameArabic: categories.nameArabic },
          service: {
            id: services.id,
            name: services.name,
            durationMinutes: services.durationMinutes,
            priceMinor: services.priceMinor,
          },
        })
        .from(categories)
        .innerJoin(services, eq(services.categoryId, categories.id))
        .where(and(...parts))
        .orderBy(asc(categories.nameEnglish), asc(categories.id), asc(services.name), asc(services.id));
    },

    /** Variants of the shop's active products by category, product and variant; only products sold at the branch if named. */
    async variantsByCategory(tenantId: string, branchId: string | undefined) {
      const parts: SQL[] = [
        eq(categories.shopId, tenantId),
        eq(categories.kind, "products"),
        eq(products.shopId, tenantId),
        eq(products.active, true),
      ];
      if (branchId) {
        parts.push(isLinkedTo(db, productBranches.productId, products.id, productBranches.branchId, branchId));
      }
      return db
        .select({
          category: { id: categories.id, nameEnglish: categories.nameEnglish, nameArabic: categories.nameArabic },
          // The shape of the variant module's own branch list, so its presenter serves both.
          variant: productVariants,
          productName: products.name,
          trackStock: products.trackStock,
          quantity: stockOf(branchId),
        })
        .from(categories)
        .innerJoin(products, eq(products.categoryId, categories.id))
        .innerJoin(productVariants, eq(productVariants.productId, products.id))
        .where(and(...parts))
        .orderBy(
          asc(categories.nameEnglish),
          asc(categories.id),
          asc(products.name),
          asc(products.id),
          asc(productVariants.createdAt),
          asc(productVariants.id),
        );
    },
  };
}

export type CategoryChoicesRepo = ReturnType<typeof createCategoryChoicesRepo>;
export type ServiceChoiceRow = Awaited<ReturnType<CategoryChoicesRepo["servicesByCategory"]>>[number];
export type VariantChoiceRow = Awaited<ReturnType<CategoryChoicesRepo["variantsByCategory"]>>[number];
