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

/** The branch's stock row of a variant. */
const rowOf = (place: StockPlace, variantId: string) =>
  and(
    eq(variantStock.shopId, place.shopId),
    eq(variantStock.variantId, variantId),
    eq(variantStock.branchId, place.branchId),
  );

/** Units that may still be sold: the reserved ones are promised to orders. */
const available = sql`${variantStock.quantity} - ${variantStock.reserved}`;

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
   * which holds the row until commit: the units left, or null, and nothing taken, when fewer are
   * available (units reserved for orders are not).
   */
  async take(tx: Db, place: StockPlace, variantId: string, quantity: number): Promise<number | null> {
    const taken = await tx
      .update(variantStock)
      .set({ quantity: sql`${variantStock.quantity} - ${quantity}` })
      .where(and(rowOf(place, variantId), gte(available, quantity)))
      .returning({ quantity: variantStock.quantity });
    return taken[0]?.quantity ?? null;
  },

  /**
   * Holds `quantity` available units for an order with the same kind of conditional UPDATE: true, or
   * false and nothing held when fewer are available.
   */
  async reserve(tx: Db, place: StockPlace, variantId: string, quantity: number): Promise<boolean> {
    const held = await tx
      .update(variantStock)
      .set({ reserved: sql`${variantStock.reserved} + ${quantity}` })
      .where(and(rowOf(place, variantId), gte(available, quantity)))
      .returning({ reserved: variantStock.reserved });
    return held.length > 0;
  },

  /** Lets go of units held for an order; `alsoTake` takes them out of stock as well (the order left the shop). */
  async unreserve(tx: Db, place: StockPlace, variantId: string, quantity: number, alsoTake: boolean) {
    await tx
      .update(variantStock)
      .set({
        reserved: sql`${variantStock.reserved} - ${quantity}`,
        ...(alsoTake ? { quantity: sql`${variantStock.quantity} - ${quantity}` } : {}),
      })
      .where(rowOf(place, variantId));
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
   * Sets the branch's stock of a variant to a counted total; answers the units before and those
   * reserved, read under the row's lock (made first if missing), so a sale in between waits and the
   * change is exact. A count under the reserved units sets nothing (the caller refuses it).
   */
  async setCounted(tx: Db, place: StockPlace, variantId: string, counted: number) {
    await tx
      .insert(variantStock)
      .values({ variantId, branchId: place.branchId, shopId: place.shopId, quantity: 0 })
      .onConflictDoNothing();
    const where = rowOf(place, variantId);
    const [before] = await tx
      .select({ quantity: variantStock.quantity, reserved: variantStock.reserved })
      .from(variantStock)
      .where(where)
      .for("update");
    if (counted >= before!.reserved) await tx.update(variantStock).set({ quantity: counted }).where(where);
    return before!;
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

  /** What an order sent out of stock and has not had back, per variant, from its own movements, in variant order. */
  sentOnOrder: (tx: Db, shopId: string, orderId: string) =>
    tx
      .select({
        variantId: stockMovements.variantId,
        sent: sql<number>`-sum(${stockMovements.quantityChange})`.mapWith(Number),
      })
      .from(stockMovements)
      .where(and(eq(stockMovements.shopId, shopId), eq(stockMovements.orderId, orderId)))
      .groupBy(stockMovements.variantId)
      .orderBy(asc(stockMovements.variantId)),

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
