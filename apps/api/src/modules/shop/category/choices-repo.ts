import type { CategoryKind } from "@pitlane/domain";
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
import { tenantRow } from "../../../db/tenant-row.js";

/** The category each row belongs to, as the pickers head a group with it. */
const categoryHead = { id: categories.id, nameEnglish: categories.nameEnglish, nameArabic: categories.nameArabic };

/** The shop's categories of one kind with their active items; only the items at the branch when `atBranch` is given. */
const activeItemsOf = (
  tenantId: string,
  kind: CategoryKind,
  item: typeof services | typeof products,
  atBranch: SQL | undefined,
) =>
  and(
    eq(categories.shopId, tenantId),
    eq(categories.kind, kind),
    eq(item.shopId, tenantId),
    eq(item.active, true),
    atBranch,
  );

/**
 * The catalog as pickers need it (team member services, package builder, job cards): one row per
 * service or per variant with its category, in one query each, grouped by the service afterwards.
 */
export function createCategoryChoicesRepo(db: Db) {
  /** Units in stock at the branch, or at every branch of the shop when none is named. */
  const stockOf = (branchId: string | undefined) =>
    sql<number>`(select coalesce(sum(${variantStock.quantity}), 0) from ${variantStock}
      where ${variantStock.shopId} = ${productVariants.shopId} and ${variantStock.variantId} = ${productVariants.id}
      ${branchId ? sql`and ${variantStock.branchId} = ${branchId}` : sql``})`.mapWith(Number);

  return {
    /** Active services of the shop by category name then service name; only those offered at the branch if named. */
    async servicesByCategory(tenantId: string, branchId: string | undefined) {
      const atBranch = branchId
        ? isLinkedTo(db, serviceBranches, serviceBranches.serviceId, services, serviceBranches.branchId, branchId)
        : undefined;
      return db
        .select({
          category: categoryHead,
          service: {
            id: services.id,
            name: services.name,
            durationMinutes: services.durationMinutes,
            priceMinor: services.priceMinor,
          },
        })
        .from(categories)
        .innerJoin(services, tenantRow(categories, services.categoryId, services))
        .where(activeItemsOf(tenantId, "services", services, atBranch))
        .orderBy(asc(categories.nameEnglish), asc(categories.id), asc(services.name), asc(services.id));
    },

    /** Variants of the shop's active products by category, product and variant; only products sold at the branch if named. */
    async variantsByCategory(tenantId: string, branchId: string | undefined) {
      const atBranch = branchId
        ? isLinkedTo(db, productBranches, productBranches.productId, products, productBranches.branchId, branchId)
        : undefined;
      return db
        .select({
          category: categoryHead,
          // The shape of the variant module's own branch list, so its presenter serves both.
          variant: productVariants,
          productName: products.name,
          trackStock: products.trackStock,
          quantity: stockOf(branchId),
        })
        .from(categories)
        .innerJoin(products, tenantRow(categories, products.categoryId, products))
        .innerJoin(productVariants, tenantRow(products, productVariants.productId, productVariants))
        .where(activeItemsOf(tenantId, "products", products, atBranch))
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
