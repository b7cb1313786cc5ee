import { and, eq, ilike, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { ProductListQuery } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { isLinkedTo, replaceLinks } from "../../../db/links.js";
import { countRows, orderOf, pageOf, preparedPagesByShape } from "../../../db/paging.js";
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
import { tenantRow } from "../../../db/tenant-row.js";

export type ProductInsert = Omit<typeof products.$inferInsert, "id" | "shopId" | "createdAt" | "updatedAt">;

/** What a list of products is filtered and sorted by: the list query, or the chooser's fixed one. */
export type ProductFilter = Omit<ProductListQuery, "page" | "limit"> & { page: number; limit: number };

export interface ProductStats {
  variantsCount: number;
  stockTotal: number;
  priceMinMinor: number | null;
  priceMaxMinor: number | null;
}

/**
 * A product with its category's names, its branch ids (in id order) and its variants' figures
 * (count, units in stock, price range), all read in the same query: a list page is one statement,
 * not one for the rows and one for each figure. The subqueries use the link table's primary key and
 * the variants' product index.
 */
const withCategory = {
  product: products,
  categoryNameEnglish: categories.nameEnglish,
  categoryNameArabic: categories.nameArabic,
  branchIds: sql<string[]>`coalesce((select json_agg(${productBranches.branchId} order by ${productBranches.branchId})
    from ${productBranches}
    where ${productBranches.shopId} = ${products.shopId} and ${productBranches.productId} = ${products.id}), '[]'::json)`,
  stats: sql<ProductStats>`(select json_build_object(
      'variantsCount', count(distinct ${productVariants.id}),
      'stockTotal', coalesce(sum(${variantStock.quantity}), 0),
      'priceMinMinor', min(${productVariants.priceMinor}),
      'priceMaxMinor', max(${productVariants.priceMinor}))
    from ${productVariants} left join ${variantStock}
      on ${variantStock.shopId} = ${productVariants.shopId} and ${variantStock.variantId} = ${productVariants.id}
    where ${productVariants.shopId} = ${products.shopId} and ${productVariants.productId} = ${products.id})`,
};

type ListShape = Pick<ProductFilter, "status" | "sort" | "order">;

function filters(
  db: Db,
  tenantId: string | Placeholder,
  q: ListShape & Partial<Pick<ProductFilter, "category_id" | "branch_id" | "search">>,
): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(products.shopId, tenantId)];
  if (q.status !== "all") parts.push(eq(products.active, q.status === "active"));
  if (q.category_id) parts.push(eq(products.categoryId, q.category_id));
  if (q.branch_id) {
    parts.push(
      isLinkedTo(db, productBranches, productBranches.productId, products, productBranches.branchId, q.branch_id),
    );
  }
  if (q.search) {
    const pattern = containsPattern(q.search);
    parts.push(or(ilike(products.name, pattern), ilike(products.brand, pattern)));
  }
  return and(...parts);
}

export function createProductRepo(db: Db) {
  const selectWithCategory = (tx: Db = db) =>
    tx
      .select(withCategory)
      .from(products)
      .innerJoin(categories, tenantRow(categories, products.categoryId, products));

  const orderBy = (q: ListShape) =>
    orderOf(q.sort === "name" ? products.name : products.createdAt, q.order, products.id);
  // Lists neither searched nor narrowed to a category or branch: one prepared pair per tab and order.
  const unfiltered = preparedPagesByShape(db, "product_list", (shape: ListShape) => {
    const where = filters(db, sql.placeholder("shopId"), shape);
    return {
      rows: selectWithCategory()
        .where(where)
        .orderBy(...orderBy(shape)),
      total: countRows(db, products, where),
    };
  });

  return {
    async list(tenantId: string, q: ProductFilter) {
      const { status, sort, order } = q;
      if (!q.search && !q.category_id && !q.branch_id)
        return unfiltered({ status, sort, order }, { shopId: tenantId }, q);
      const where = filters(db, tenantId, q);
      return pageOf(
        db,
        selectWithCategory()
          .where(where)
          .orderBy(...orderBy(q)),
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

    insert: (tenantId: string, values: ProductInsert, tx: Db = db) =>
      insertShopRow(tx, products, { ...values, shopId: tenantId }),

    update: (tenantId: string, id: string, values: Partial<ProductInsert>, tx: Db = db) =>
      updateShopRow(tx, products, tenantId, id, values),

    /** The locations tab: the product's branches become exactly these. */
    replaceBranches: (shopId: string, productId: string, branchIds: string[], tx: Db) =>
      replaceLinks(
        tx,
        productBranches,
        productBranches.productId,
        shopId,
        productId,
        branchIds.map((branchId) => ({ shopId, productId, branchId })),
      ),

    /** Whether a package holds any variant of the product. */
    async isInPackage(tenantId: string, productId: string, tx: Db = db) {
      const [row] = await tx
        .select({ variantId: packageProducts.variantId })
        .from(packageProducts)
        .innerJoin(productVariants, tenantRow(productVariants, packageProducts.variantId, packageProducts))
        .where(and(eq(productVariants.shopId, tenantId), eq(productVariants.productId, productId)))
        .limit(1);
      return row !== undefined;
    },

    /** Deletes the product; its variants, their stock and its branch links go with it (cascades). */
    remove: (tenantId: string, id: string, tx: Db = db) => deleteShopRow(tx, products, tenantId, id),
  };
}

export type ProductRepo = ReturnType<typeof createProductRepo>;
export type ProductWithCategory = NonNullable<Awaited<ReturnType<ProductRepo["get"]>>>;
