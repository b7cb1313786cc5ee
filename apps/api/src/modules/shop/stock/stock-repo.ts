import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import {
  branches,
  productBranches,
  productVariants,
  products,
  stockMovements,
  variantStock,
} from "../../../db/schema/index.js";
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
   * which holds the row until commit: the units left, or null, and nothing taken, when fewer are left.
   */
  async take(tx: Db, place: StockPlace, variantId: string, quantity: number): Promise<number | null> {
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
    return taken[0]?.quantity ?? null;
  },

  /** Puts units back in one atomic upsert (a stock row missing by now is made again); answers the units after. */
  async putBack(tx: Db, place: StockPlace, variantId: string, quantity: number): Promise<number> {
    const [row] = await tx
      .insert(variantStock)
      .values({ variantId, branchId: place.branchId, shopId: place.shopId, quantity })
      .onConflictDoUpdate({
        target: [variantStock.shopId, variantStock.variantId, variantStock.branchId],
        set: { quantity: sql`${variantStock.quantity} + ${quantity}` },
      })
      .returning({ quantity: variantStock.quantity });
    return row!.quantity;
  },

  /**
   * Sets the branch's stock of a variant to a counted total; answers the units before, read under the
   * row's lock (made first if missing), so a sale in between waits and the change is exact.
   */
  async setCounted(tx: Db, place: StockPlace, variantId: string, counted: number): Promise<number> {
    await tx
      .insert(variantStock)
      .values({ variantId, branchId: place.branchId, shopId: place.shopId, quantity: 0 })
      .onConflictDoNothing();
    const where = and(
      eq(variantStock.shopId, place.shopId),
      eq(variantStock.variantId, variantId),
      eq(variantStock.branchId, place.branchId),
    );
    const [before] = await tx.select({ quantity: variantStock.quantity }).from(variantStock).where(where).for("update");
    await tx.update(variantStock).set({ quantity: counted }).where(where);
    return before!.quantity;
  },

  async hasBranch(tx: Db, shopId: string, branchId: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: branches.id })
      .from(branches)
      .where(and(eq(branches.shopId, shopId), eq(branches.id, branchId)));
    return row !== undefined;
  },

  /** Whether the branch sells the variant's product (`product_branches`). */
  async sellsAt(tx: Db, shopId: string, variantId: string, branchId: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: productBranches.productId })
      .from(productVariants)
      .innerJoin(
        productBranches,
        and(
          eq(productBranches.shopId, productVariants.shopId),
          eq(productBranches.productId, productVariants.productId),
          eq(productBranches.branchId, branchId),
        ),
      )
      .where(and(eq(productVariants.shopId, shopId), eq(productVariants.id, variantId)));
    return row !== undefined;
  },

  /** The variant of the shop with its product's name and whether it keeps a stock count; null if none. */
  async variantOf(tx: Db, shopId: string, variantId: string) {
    const [row] = await tx
      .select({ name: productVariants.name, productName: products.name, trackStock: products.trackStock })
      .from(productVariants)
      .innerJoin(products, tenantRow(products, productVariants.productId, productVariants))
      .where(and(eq(productVariants.shopId, shopId), eq(productVariants.id, variantId)));
    return row ?? null;
  },

  async insertMovement(tx: Db, values: typeof stockMovements.$inferInsert | (typeof stockMovements.$inferInsert)[]) {
    await tx.insert(stockMovements).values(Array.isArray(values) ? values : [values]);
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
