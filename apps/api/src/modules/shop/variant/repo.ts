import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import {
  branches,
  packageProducts,
  productBranches,
  productVariants,
  products,
  variantStock,
} from "../../../db/schema/index.js";
import { deleteShopRow, insertShopRow, updateShopRow } from "../../../db/shop-rows.js";
import { tenantRow } from "../../../db/tenant-row.js";

export type VariantInsert = Omit<typeof productVariants.$inferInsert, "id" | "shopId" | "createdAt" | "updatedAt">;
export type VariantRow = typeof productVariants.$inferSelect;

export function createVariantRepo(db: Db) {
  return {
    async listByProduct(tenantId: string, productId: string) {
      return db
        .select()
        .from(productVariants)
        .where(and(eq(productVariants.shopId, tenantId), eq(productVariants.productId, productId)))
        .orderBy(asc(productVariants.createdAt), asc(productVariants.id));
    },

    async get(tenantId: string, id: string, tx: Db = db) {
      const [row] = await tx
        .select()
        .from(productVariants)
        .where(and(eq(productVariants.shopId, tenantId), eq(productVariants.id, id)))
        .limit(1);
      return row ?? null;
    },

    /** The stock rows of some variants with their branches' names, in one query; grouped by the caller. */
    async stockOf(tenantId: string, variantIds: string[]) {
      if (variantIds.length === 0) return [];
      return db
        .select({
          variantId: variantStock.variantId,
          branchId: variantStock.branchId,
          quantity: variantStock.quantity,
          branchNameEnglish: branches.branchNameEnglish,
          branchNameArabic: branches.branchNameArabic,
        })
        .from(variantStock)
        .innerJoin(branches, tenantRow(branches, variantStock.branchId, variantStock))
        .where(and(eq(variantStock.shopId, tenantId), inArray(variantStock.variantId, variantIds)))
        .orderBy(asc(branches.branchNameEnglish), asc(branches.id));
    },

    insert: (tenantId: string, values: VariantInsert, tx: Db = db) =>
      insertShopRow(tx, productVariants, { ...values, shopId: tenantId }),

    update: (tenantId: string, id: string, values: Partial<VariantInsert>, tx: Db = db) =>
      updateShopRow(tx, productVariants, tenantId, id, values),

    async isInPackage(tenantId: string, variantId: string, tx: Db = db) {
      const [row] = await tx
        .select({ variantId: packageProducts.variantId })
        .from(packageProducts)
        .where(and(eq(packageProducts.shopId, tenantId), eq(packageProducts.variantId, variantId)))
        .limit(1);
      return row !== undefined;
    },

    remove: (tenantId: string, id: string, tx: Db = db) => deleteShopRow(tx, productVariants, tenantId, id),

    /** The variants of the active products sold at a branch, with that branch's stock (none is 0). */
    async listAtBranch(tenantId: string, branchId: string) {
      return db
        .select({
          variant: productVariants,
          productName: products.name,
          trackStock: products.trackStock,
          quantity: sql<number>`coalesce(${variantStock.quantity}, 0)`.mapWith(Number),
        })
        .from(productVariants)
        .innerJoin(products, tenantRow(products, productVariants.productId, productVariants))
        .innerJoin(
          productBranches,
          and(tenantRow(products, productBranches.productId, productBranches), eq(productBranches.branchId, branchId)),
        )
        .leftJoin(
          variantStock,
          and(tenantRow(productVariants, variantStock.variantId, variantStock), eq(variantStock.branchId, branchId)),
        )
        .where(and(eq(products.shopId, tenantId), eq(products.active, true)))
        .orderBy(asc(products.name), asc(productVariants.name), asc(productVariants.id));
    },
  };
}

export type VariantRepo = ReturnType<typeof createVariantRepo>;
export type StockWithBranch = Awaited<ReturnType<VariantRepo["stockOf"]>>[number];
export type VariantAtBranch = Awaited<ReturnType<VariantRepo["listAtBranch"]>>[number];
