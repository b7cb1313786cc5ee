import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { productVariants, products, stockMovements, variantStock } from "../../../db/schema/index.js";
import { tenantRow } from "../../../db/tenant-row.js";

/** Where stock moves: a branch of a shop. */
export interface StockPlace {
  shopId: string;
  branchId: string;
}

/** The reads and writes of a branch's stock, each inside the caller's transaction. */
export const stockWrites = {
  /** The variants among `variantIds` whose product keeps a stock count. */
  async trackedVariantIds(tx: Db, shopId: string, variantIds: string[]): Promise<Set<string>> {
    if (variantIds.length === 0) return new Set();
    const rows = await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .innerJoin(products, tenantRow(products, productVariants.productId, productVariants))
      .where(
        and(eq(productVariants.shopId, shopId), inArray(productVariants.id, variantIds), eq(products.trackStock, true)),
      );
    return new Set(rows.map((r) => r.id));
  },

  /**
   * Takes `quantity` units of a variant out of the branch's stock in one atomic conditional UPDATE,
   * which holds the row until commit; false, and nothing taken, when fewer are left.
   */
  async take(tx: Db, place: StockPlace, variantId: string, quantity: number): Promise<boolean> {
    const taken = await tx
      .update(variantStock)
      .set({ quantity: sql`${variantStock.quantity} - ${quantity}` })
      .where(
        and(
          eq(variantStock.shopId, place.shopId),
          eq(variantStock.variantId, variantId),
          eq(variantStock.branchId, place.branchId),
          gte(variantStock.quantity, quantity),
        ),
      )
      .returning({ quantity: variantStock.quantity });
    return taken.length > 0;
  },

  /** Puts units back in one atomic upsert (a stock row missing by now is made again). */
  async putBack(tx: Db, place: StockPlace, variantId: string, quantity: number) {
    await tx
      .insert(variantStock)
      .values({ variantId, branchId: place.branchId, shopId: place.shopId, quantity })
      .onConflictDoUpdate({
        target: [variantStock.shopId, variantStock.variantId, variantStock.branchId],
        set: { quantity: sql`${variantStock.quantity} + ${quantity}` },
      });
  },

  async insertMovement(tx: Db, values: typeof stockMovements.$inferInsert) {
    await tx.insert(stockMovements).values(values);
  },

  /** What an invoice took out of stock, from its sale movements, in variant order (the order stock rows are locked in). */
  soldBy: (tx: Db, shopId: string, invoiceId: string) =>
    tx
      .select({ variantId: stockMovements.variantId, change: stockMovements.quantityChange })
      .from(stockMovements)
      .where(
        and(
          eq(stockMovements.shopId, shopId),
          eq(stockMovements.invoiceId, invoiceId),
          eq(stockMovements.reason, "sale"),
        ),
      )
      .orderBy(asc(stockMovements.variantId)),
};
