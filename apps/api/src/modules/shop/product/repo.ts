import { and, asc, count, desc, eq, ilike, inArray, max, min, or, sql, type SQL } from "drizzle-orm";
import { containsPattern } from "../../../db/search.js";
import { offsetOf, type ProductListQuery } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import {
  categories,
  packageProducts,
  productBranches,
  productVariants,
  products,
  variantStock,
} from "../../../db/schema/index.js";

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
    const atBranch = db
      .select({ id: productBranches.productId })
      .from(productBranches)
      .where(eq(productBranches.branchId, q.branch_id));
    parts.push(inArray(products.id, atBranch));
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
      const direction = q.order === "desc" ? desc : asc;
      const sortColumn = q.sort === "name" ? products.name : products.createdAt;
      const [items, [counted]] = await Promise.all([
        selectWithCategory()
          .where(where)
          .orderBy(direction(sortColumn), asc(products.id))
          .limit(q.limit)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(products).where(where),
      ]);
      return { items, total: counted?.n ?? 0 };
    },

    async get(tenantId: string, id: string, tx: Db = db) {
      const [row] = await selectWithCategory(tx)
        .where(and(eq(products.shopId, tenantId), eq(products.id, id)))
        .limit(1);
      return row ?? null;
    },

    /** The branch ids of each product of a page, in one query. */
    async branchIdsOf(productIds: string[]): Promise<Map<string, string[]>> {
      const byProduct = new Map<string, string[]>(productIds.map((id) => [id, []]));
      if (productIds.length === 0) return byProduct;
      const rows = await db
        .select()
        .from(productBranches)
        .where(inArray(productBranches.productId, productIds))
        .orderBy(asc(productBranches.branchId));
      for (const row of rows) byProduct.get(row.productId)?.push(row.branchId);
      return byProduct;
    },

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

    async insert(tenantId: string, values: ProductInsert, tx: Db = db) {
      const [row] = await tx
        .insert(products)
        .values({ ...values, shopId: tenantId })
        .returning({ id: products.id });
      if (!row) throw new Error("product insert returned nothing");
      return row.id;
    },

    async update(tenantId: string, id: string, values: Partial<ProductInsert>, tx: Db = db) {
      const [row] = await tx
        .update(products)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(products.shopId, tenantId), eq(products.id, id)))
        .returning({ id: products.id });
      return row !== undefined;
    },

    /** The locations tab: the product's branches become exactly these. */
    async replaceBranches(productId: string, branchIds: string[], tx: Db = db) {
      await tx.delete(productBranches).where(eq(productBranches.productId, productId));
      if (branchIds.length > 0) {
        await tx.insert(productBranches).values(branchIds.map((branchId) => ({ productId, branchId })));
      }
    },

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
    async remove(tenantId: string, id: string, tx: Db = db) {
      const rows = await tx
        .delete(products)
        .where(and(eq(products.shopId, tenantId), eq(products.id, id)))
        .returning({ id: products.id });
      return rows.length > 0;
    },
  };
}

export type ProductRepo = ReturnType<typeof createProductRepo>;
export type ProductWithCategory = NonNullable<Awaited<ReturnType<ProductRepo["get"]>>>;
