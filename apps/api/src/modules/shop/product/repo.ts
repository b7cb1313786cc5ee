import { and, eq, ilike, inArray, max, min, or, sql, type SQL } from "drizzle-orm";
import type { ProductListQuery } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { isLinkedTo, linkedIds, replaceLinks } from "../../../db/links.js";
import { countRows, orderOf, pageOf } from "../../../db/paging.js";
import {
  categories,
  packageProducts,
  productBranches,
  productVariants,
  products,
  variantStock,
} from "../../../db/schema/index.js";
import { containsPattern } from "../../../db/search.js";
import { deleteShopRow, insertShopRow, updateShopRow } from "../../../db/shop-rows.js";

export type ProductInsert = Omit<typeof products.$inferInsert, "id" | "shopId" | "createdAt" | "updatedAt">;

/** What a list of products is filtered and sorted by: the list query, or the chooser's fixed one. */
export type ProductFilter = Omit<ProductListQuery, "page" | "limit"> & { page: number; limit: number };

/** A product with its category's names, read in the same query. */
const withCategory = {
  product: products,
  categoryNameEnglish: categories.nameEnglish,
  categoryNameArabic: categories.nameArabic,
};

function filters(db: Db, tenantId: string, q: ProductFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(products.shopId, tenantId)];
  if (q.status !== "all") parts.push(eq(products.active, q.status === "active"));
  if (q.category_id) parts.push(eq(products.categoryId, q.category_id));
  if (q.branch_id) {
    parts.push(isLinkedTo(db, productBranches.productId, products.id, productBranches.branchId, q.branch_id));
  }
  if (q.search) {
    const pattern = containsPattern(q.search);
    parts.push(or(ilike(products.name, pattern), ilike(products.brand, pattern)));
  }
  return and(...parts);
}

export interface ProductStats {
  variantsCount: number;
  stockTotal: number;
  priceMinMinor: number | null;
  priceMaxMinor: number | null;
}

export function createProductRepo(db: Db) {
  const selectWithCategory = (tx: Db = db) =>
    tx.select(withCategory).from(products).innerJoin(categories, eq(categories.id, products.categoryId));

  return {
    async list(tenantId: string, q: ProductFilter) {
      const where = filters(db, tenantId, q);
      const sortColumn = q.sort === "name" ? products.name : products.createdAt;
      return pageOf(
        db,
        selectWithCategory()
          .where(where)
          .orderBy(...orderOf(sortColumn, q.order, products.id)),
        countRows(db, products, where),
        q,
      );
    },

    async get(tenantId: string, id: string, tx: Db = db) {
      const [row] = await selectWithCategory(tx)
        .where(and(eq(products.shopId, tenantId), eq(products.id, id)))
        .limit(1);
      return row ?? null;
    },

    /** The branch ids of each product of a page, in one query. */
    branchIdsOf: (productIds: string[]) =>
      linkedIds(db, productBranches.productId, productBranches.branchId, productIds),

    /** Variants count, price range and units in stock of each product of a page: one grouped query. */
    async statsOf(productIds: string[]): Promise<Map<string, ProductStats>> {
      const stats = new Map<string, ProductStats>();
      if (productIds.length === 0) return stats;
      const rows = await db
        .select({
          productId: productVariants.productId,
          variantsCount: sql<number>`count(distinct ${productVariants.id})`.mapWith(Number),
          stockTotal: sql<number>`coalesce(sum(${variantStock.quantity}), 0)`.mapWith(Number),
          priceMinMinor: min(productVariants.priceMinor).mapWith(Number),
          priceMaxMinor: max(productVariants.priceMinor).mapWith(Number),
        })
        .from(productVariants)
        .leftJoin(variantStock, eq(variantStock.variantId, productVariants.id))
        .where(inArray(productVariants.productId, productIds))
        .groupBy(productVariants.productId);
      for (const { productId, ...row } of rows) stats.set(productId, row);
      return stats;
    },

    insert: (tenantId: string, values: ProductInsert, tx: Db = db) =>
      insertShopRow(tx, products, { ...values, shopId: tenantId }),

    update: (tenantId: string, id: string, values: Partial<ProductInsert>, tx: Db = db) =>
      updateShopRow(tx, products, tenantId, id, values),

    /** The locations tab: the product's branches become exactly these. */
    replaceBranches: (productId: string, branchIds: string[], tx: Db) =>
      replaceLinks(
        tx,
        productBranches,
        productBranches.productId,
        productId,
        branchIds.map((branchId) => ({ productId, branchId })),
      ),

    /** Whether a package holds any variant of the product. */
    async isInPackage(productId: string, tx: Db = db) {
      const [row] = await tx
        .select({ variantId: packageProducts.variantId })
        .from(packageProducts)
        .innerJoin(productVariants, eq(productVariants.id, packageProducts.variantId))
        .where(eq(productVariants.productId, productId))
        .limit(1);
      return row !== undefined;
    },

    /** Deletes the product; its variants, their stock and its branch links go with it (cascades). */
    remove: (tenantId: string, id: string, tx: Db = db) => deleteShopRow(tx, products, tenantId, id),
  };
}

export type ProductRepo = ReturnType<typeof createProductRepo>;
export type ProductWithCategory = NonNullable<Awaited<ReturnType<ProductRepo["get"]>>>;
