import { and, asc, eq, ilike, notExists, or, sql, type SQL } from "drizzle-orm";
import type { CategoryListQuery } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { countRows, pageOf } from "../../../db/paging.js";
import { categories, products, services } from "../../../db/schema/index.js";
import { containsPattern } from "../../../db/search.js";
import { insertShopRow, updateShopRow } from "../../../db/shop-rows.js";
import { tenantRow } from "../../../db/tenant-row.js";

export type CategoryInsert = Omit<typeof categories.$inferInsert, "id" | "shopId" | "createdAt" | "updatedAt">;

/** The unique index behind `category_name_taken` (shop, kind, lower English name). */
export const CATEGORY_NAME_INDEX = "categories_shop_kind_name_uq";

/**
 * The outer row's shop and id, spelled with its table: Drizzle leaves columns unqualified in a
 * one-table select, and inside the subqueries a bare "id" would be the service's or product's own.
 */
const outerShopId = sql`${categories}.${sql.identifier(categories.shopId.name)}`;
const outerCategoryId = sql`${categories}.${sql.identifier(categories.id.name)}`;

/**
 * How many services or products sit in each category, by its kind: a correlated count inside the
 * same statement (served by the category_id indexes), so a page of categories is one query.
 */
const itemsCount = sql<number>`case when ${categories.kind} = 'services'
  then (select count(*) from ${services}
    where ${services.shopId} = ${outerShopId} and ${services.categoryId} = ${outerCategoryId})
  else (select count(*) from ${products}
    where ${products.shopId} = ${outerShopId} and ${products.categoryId} = ${outerCategoryId}) end`.mapWith(Number);

const withItemsCount = { category: categories, itemsCount };

const ofShop = (tenantId: string, id: string) => and(eq(categories.shopId, tenantId), eq(categories.id, id));

function filters(tenantId: string, q: CategoryListQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(categories.shopId, tenantId)];
  if (q.kind !== "all") parts.push(eq(categories.kind, q.kind));
  if (q.search) {
    const pattern = containsPattern(q.search);
    parts.push(or(ilike(categories.nameEnglish, pattern), ilike(categories.nameArabic, pattern)));
  }
  return and(...parts);
}

/** The kind of the shop's category `id` (services or products); null when it is not the shop's. */
export async function categoryKindOf(db: Db, tenantId: string, id: string): Promise<string | null> {
  const [row] = await db.select({ kind: categories.kind }).from(categories).where(ofShop(tenantId, id)).limit(1);
  return row?.kind ?? null;
}

export function createCategoryRepo(db: Db) {
  return {
    async list(tenantId: string, q: CategoryListQuery) {
      const where = filters(tenantId, q);
      return pageOf(
        db,
        db
          .select(withItemsCount)
          .from(categories)
          .where(where)
          .orderBy(asc(categories.nameEnglish), asc(categories.id)),
        countRows(db, categories, where),
        q,
      );
    },
    async get(tenantId: string, id: string) {
      const [row] = await db.select(withItemsCount).from(categories).where(ofShop(tenantId, id)).limit(1);
      return row ?? null;
    },
    insert: (tenantId: string, values: CategoryInsert) =>
      insertShopRow(db, categories, { ...values, shopId: tenantId }),
    update: (tenantId: string, id: string, values: Partial<CategoryInsert>) =>
      updateShopRow(db, categories, tenantId, id, values),
    /**
     * Deletes the category only while nothing sits in it, in one statement, so a service added
     * meanwhile cannot be left without its category. False when nothing was deleted.
     */
    async removeIfEmpty(tenantId: string, id: string) {
      const rows = await db
        .delete(categories)
        .where(
          and(
            ofShop(tenantId, id),
            notExists(
              db
                .select({ id: services.id })
                .from(services)
                .where(tenantRow(categories, services.categoryId, services)),
            ),
            notExists(
              db
                .select({ id: products.id })
                .from(products)
                .where(tenantRow(categories, products.categoryId, products)),
            ),
          ),
        )
        .returning({ id: categories.id });
      return rows.length > 0;
    },
  };
}

export type CategoryRepo = ReturnType<typeof createCategoryRepo>;
export type CategoryWithCount = NonNullable<Awaited<ReturnType<CategoryRepo["get"]>>>;
