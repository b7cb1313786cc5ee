import { conflict, type StockMovementReason } from "@pitlane/domain";
import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { productVariants, products, stockMovements, variantStock } from "../../../db/schema/index.js";

export interface StockLine {
  variantId: string;
  name: string;
  quantity: number;
}

interface StockChange {
  shopId: string;
  branchId: string;
  invoiceId: string;
  userId: string;
  /** When the stock moved: now unless given. */
  at?: Date;
}

/**
 * Stock rows are locked in one order (by variant) by every sale and void, so two of them touching
 * the same variants wait for each other instead of deadlocking.
 */
const byVariant = (a: StockLine, b: StockLine) => (a.variantId < b.variantId ? -1 : a.variantId > b.variantId ? 1 : 0);

/** The variants among `variantIds` whose product keeps a stock count; the others never take or give stock. */
async function trackedVariants(tx: Db, shopId: string, variantIds: string[]) {
  if (variantIds.length === 0) return new Set<string>();
  const rows = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(eq(productVariants.shopId, shopId), inArray(productVariants.id, variantIds), eq(products.trackStock, true)),
    );
  return new Set(rows.map((r) => r.id));
}

async function recordMovement(tx: Db, change: StockChange, line: StockLine, sign: 1 | -1, reason: StockMovementReason) {
  await tx.insert(stockMovements).values({
    shopId: change.shopId,
    branchId: change.branchId,
    variantId: line.variantId,
    quantityChange: sign * line.quantity,
    reason,
    invoiceId: change.invoiceId,
    createdBy: change.userId,
    createdAt: change.at,
  });
}

/**
 * Takes the lines out of the branch's stock, each with one atomic conditional UPDATE: two invoices
 * selling the last unit wait on the row lock and the second finds too little, so stock never goes
 * below zero. Throwing rolls back the caller's transaction, and with it every line already taken.
 */
export async function takeStock(tx: Db, change: StockChange, lines: StockLine[]) {
  const tracked = await trackedVariants(
    tx,
    change.shopId,
    lines.map((l) => l.variantId),
  );
  for (const line of lines.filter((l) => tracked.has(l.variantId)).sort(byVariant)) {
    const taken = await tx
      .update(variantStock)
      .set({ quantity: sql`${variantStock.quantity} - ${line.quantity}` })
      .where(
        and(
          eq(variantStock.variantId, line.variantId),
          eq(variantStock.branchId, change.branchId),
          gte(variantStock.quantity, line.quantity),
        ),
      )
      .returning({ quantity: variantStock.quantity });
    if (taken.length === 0) throw conflict("stock_short", { params: { name: line.name } });
    await recordMovement(tx, change, line, -1, "sale");
  }
}

/** Puts back what an invoice took, from its own sale movements (a product that stopped tracking stock since still gets its units back). */
export async function restoreStock(tx: Db, change: StockChange) {
  const sold = await tx
    .select({ variantId: stockMovements.variantId, change: stockMovements.quantityChange })
    .from(stockMovements)
    .where(and(eq(stockMovements.invoiceId, change.invoiceId), eq(stockMovements.reason, "sale")))
    .orderBy(asc(stockMovements.variantId));
  for (const movement of sold) {
    const line = { variantId: movement.variantId, name: "", quantity: -movement.change };
    await tx
      .insert(variantStock)
      .values({ variantId: line.variantId, branchId: change.branchId, shopId: change.shopId, quantity: line.quantity })
      .onConflictDoUpdate({
        target: [variantStock.shopId, variantStock.variantId, variantStock.branchId],
        set: { quantity: sql`${variantStock.quantity} + ${line.quantity}` },
      });
    await recordMovement(tx, change, line, 1, "void");
  }
}
