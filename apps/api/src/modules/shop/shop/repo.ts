import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { countries, invoices, shops } from "../../../db/schema/index.js";

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
    /**
     * The shop's currency, its row held until the caller commits: an invoice being issued reads the
     * row with a share lock (see invoice/issue-repo.ts), so the two never cross.
     */
    async lockCurrency(tx: Db, tenantId: string) {
      const [row] = await tx
        .select({ currency: shops.currency })
        .from(shops)
        .where(eq(shops.id, tenantId))
        .for("update");
      return row?.currency ?? null;
    },
    /** Whether the shop has issued an invoice: money in its currency has moved. */
    async hasInvoices(tenantId: string, tx: Db = db) {
      const [row] = await tx
        .select({ found: sql<number>`1` })
        .from(invoices)
        .where(eq(invoices.shopId, tenantId))
        .limit(1);
      return row !== undefined;
    },
    async insert(values: ShopInsert, tx: Db = db) {
      const [row] = await tx.insert(shops).values(values).returning();
      if (!row) throw new Error("shop insert returned nothing");
      return row;
    },
    async update(tenantId: string, values: Partial<ShopInsert>, tx: Db = db) {
      const [row] = await tx
        .update(shops)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(shops.id, tenantId))
        .returning();
      return row ?? null;
    },
  };
}

export type ShopRepo = ReturnType<typeof createShopRepo>;
