import { and, eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { stockMovements, variantStock } from "../db/schema/index.js";
import type { TestApp } from "./app.js";

/** A branch's units of a variant now (none held is 0). */
export async function unitsInStock(t: TestApp, variantId: string, branchId: string): Promise<number> {
  const [row] = await t.db
    .select({ quantity: variantStock.quantity })
    .from(variantStock)
    .where(and(eq(variantStock.variantId, variantId), eq(variantStock.branchId, branchId)));
  return row?.quantity ?? 0;
}

/** A branch's units of a variant held for customer orders now. */
export async function unitsReserved(t: TestApp, variantId: string, branchId: string): Promise<number> {
  const [row] = await t.db
    .select({ reserved: variantStock.reserved })
    .from(variantStock)
    .where(and(eq(variantStock.variantId, variantId), eq(variantStock.branchId, branchId)));
  return row?.reserved ?? 0;
}

/** Per variant and branch of a shop: the units held, and the sum of the movements recorded. */
export interface StockBook {
  held: Map<string, number>;
  moved: Map<string, number>;
}

const key = (r: { variantId: string; branchId: string }) => `${r.variantId}@${r.branchId}`;

export async function readStockBook(t: TestApp, shopId: string): Promise<StockBook> {
  const held = await t.db
    .select({ variantId: variantStock.variantId, branchId: variantStock.branchId, quantity: variantStock.quantity })
    .from(variantStock)
    .where(eq(variantStock.shopId, shopId));
  const moved = await t.db
    .select({
      variantId: stockMovements.variantId,
      branchId: stockMovements.branchId,
      quantity: sql<number>`sum(${stockMovements.quantityChange})`.mapWith(Number),
    })
    .from(stockMovements)
    .where(eq(stockMovements.shopId, shopId))
    .groupBy(stockMovements.variantId, stockMovements.branchId);
  return {
    held: new Map(held.map((r) => [key(r), r.quantity])),
    moved: new Map(moved.map((r) => [key(r), r.quantity])),
  };
}

/**
 * Stock's invariant, checked after the tests that move stock: since `before` (test factories write
 * opening stock without movements), every branch's units of a variant changed by exactly the
 * movements recorded, and none is below zero.
 */
export async function expectStockMovedAsRecorded(t: TestApp, shopId: string, before: StockBook) {
  const after = await readStockBook(t, shopId);
  for (const [place, units] of after.held) {
    expect(units, `stock of ${place}`).toBeGreaterThanOrEqual(0);
    const change = units - (before.held.get(place) ?? 0);
    const recorded = (after.moved.get(place) ?? 0) - (before.moved.get(place) ?? 0);
    expect(change, `stock of ${place} against its movements`).toBe(recorded);
  }
}
