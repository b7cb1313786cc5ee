import { and, asc, eq, gt, ilike, lte, or, sql, type SQL } from "drizzle-orm";
import type { StockListQuery } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { pageOf } from "../../../db/paging.js";
import { branches, productBranches, productVariants, products, variantStock } from "../../../db/schema/index.js";
import { containsPattern } from "../../../db/search.js";
import { tenantRow } from "../../../db/tenant-row.js";

const quantity = sql<number>`coalesce(${variantStock.quantity}, 0)`.mapWith(Number);
const reserved = sql<number>`coalesce(${variantStock.reserved}, 0)`.mapWith(Number);
/** The variant's reorder level, else its product's. */
const level = sql<number>`coalesce(${productVariants.reorderLevel}, ${products.lowStockLevel})`.mapWith(Number);

/**
 * Each variant of a product that keeps a count, at each branch that sells it (`product_branches`),
 * with the branch's stock of it (none is 0): one join from the product's branches out, read by the
 * shop's own index entries.
 */
export function createStockListRepo(db: Db) {
  function filters(shopId: string, q: StockListQuery): SQL | undefined {
    const pattern = q.search ? containsPattern(q.search) : null;
    return and(
      eq(productBranches.shopId, shopId),
      eq(products.trackStock, true),
      q.branch_id ? eq(productBranches.branchId, q.branch_id) : undefined,
      q.variant_id ? eq(productVariants.id, q.variant_id) : undefined,
      pattern
        ? or(
            ilike(products.name, pattern),
            ilike(productVariants.name, pattern),
            ilike(productVariants.sku, pattern),
            ilike(productVariants.barcode, pattern),
          )
        : undefined,
      // At or under a level that is set: a level of 0 asks for no warning.
      q.low ? and(gt(level, 0), lte(quantity, level)) : undefined,
    );
  }

  return {
    list(shopId: string, q: StockListQuery) {
      const where = filters(shopId, q);
      // Built twice, for the page and for its total: a query builder is changed by what is added to it.
      const matched = () =>
        db
          .select({
            variantId: productVariants.id,
            productId: products.id,
            productName: products.name,
            variantName: productVariants.name,
            sku: productVariants.sku,
            branchId: branches.id,
            branchName: branches.branchNameEnglish,
            branchNameArabic: branches.branchNameArabic,
            quantity,
            reserved,
            lowStockLevel: level,
            unitCostMinor: productVariants.unitPriceMinor,
          })
          .from(productBranches)
          .innerJoin(products, tenantRow(products, productBranches.productId, productBranches))
          .innerJoin(
            productVariants,
            and(eq(productVariants.shopId, products.shopId), eq(productVariants.productId, products.id)),
          )
          .innerJoin(branches, tenantRow(branches, productBranches.branchId, productBranches))
          .leftJoin(
            variantStock,
            and(
              tenantRow(productVariants, variantStock.variantId, variantStock),
              eq(variantStock.branchId, productBranches.branchId),
            ),
          )
          .where(where);
      const rows = matched().orderBy(
        asc(products.name),
        asc(productVariants.name),
        asc(branches.branchNameEnglish),
        asc(productVariants.id),
        asc(branches.id),
      );
      return pageOf(db, rows, matched(), q);
    },
  };
}

export type StockListRepo = ReturnType<typeof createStockListRepo>;
export type StockRow = Awaited<ReturnType<StockListRepo["list"]>>["items"][number];
