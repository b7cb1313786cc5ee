import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { countries, shops } from "../../../db/schema/index.js";

export type ShopInsert = typeof shops.$inferInsert;

export function createShopRepo(db: Db) {
  const byId = db
    .select({ shop: shops, countryCode: countries.iso2 })
    .from(shops)
    .leftJoin(countries, eq(countries.id, shops.countryId))
    .where(eq(shops.id, sql.placeholder("id")))
    .limit(1)
    .prepare("shop_by_id");
  return {
    /** The shop with its country's ISO 3166 code. */
    async get(tenantId: string) {
      const [row] = await byId.execute({ id: tenantId });
      return row ? { ...row.shop, countryCode: row.countryCode } : null;
    },
    async insert(values: ShopInsert, tx: Db = db) {
      const [row] = await tx.insert(shops).values(values).returning();
      if (!row) throw new Error("shop insert returned nothing");
      return row;
    },
    async update(tenantId: string, values: Partial<ShopInsert>) {
      const [row] = await db
        .update(shops)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(shops.id, tenantId))
        .returning();
      return row ?? null;
    },
  };
}

export type ShopRepo = ReturnType<typeof createShopRepo>;
