import { conflict, type StockMovementReason } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { stockWrites, type StockPlace } from "./stock-repo.js";

export interface StockLine {
  variantId: string;
  name: string;
  quantity: number;
}

interface StockChange extends StockPlace {
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

async function recordMovement(tx: Db, change: StockChange, line: StockLine, sign: 1 | -1, reason: StockMovementReason) {
  await stockWrites.insertMovement(tx, {
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
 * below zero. Products that keep no stock count take none. Throwing rolls back the caller's
 * transaction, and with it every line already taken.
 */
export async function takeStock(tx: Db, change: StockChange, lines: StockLine[]) {
  const tracked = await stockWrites.trackedVariantIds(
    tx,
    change.shopId,
    lines.map((l) => l.variantId),
  );
  for (const line of lines.filter((l) => tracked.has(l.variantId)).sort(byVariant)) {
    if (!(await stockWrites.take(tx, change, line.variantId, line.quantity))) {
      throw conflict("stock_short", { params: { name: line.name } });
    }
    await recordMovement(tx, change, line, -1, "sale");
  }
}

/** Puts back what an invoice took, from its own sale movements (a product that stopped tracking stock since still gets its units back). */
export async function restoreStock(tx: Db, change: StockChange) {
  for (const movement of await stockWrites.soldBy(tx, change.shopId, change.invoiceId)) {
    const line = { variantId: movement.variantId, name: "", quantity: -movement.change };
    await stockWrites.putBack(tx, change, line.variantId, line.quantity);
    await recordMovement(tx, change, line, 1, "void");
  }
}
