import {
  ADJUSTMENT_DIRECTIONS,
  conflict,
  notFound,
  type StockAdjustBody,
  type StockAdjustmentDto,
  type StockMovementReason,
} from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { variantLineName } from "../variant/line-name.js";
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
    if ((await stockWrites.take(tx, change, line.variantId, line.quantity)) === null) {
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

/**
 * Goods received on a stock order go into the branch's stock, each line through the upsert a void
 * uses, in variant order like every other write, with a receipt movement naming the order.
 */
export async function receiveStock(
  tx: Db,
  change: StockPlace & { userId: string; stockOrderId: string },
  lines: StockLine[],
) {
  for (const line of [...lines].sort(byVariant)) {
    await stockWrites.putBack(tx, change, line.variantId, line.quantity);
    await stockWrites.insertMovement(tx, {
      shopId: change.shopId,
      branchId: change.branchId,
      variantId: line.variantId,
      quantityChange: line.quantity,
      reason: "receipt",
      stockOrderId: change.stockOrderId,
      createdBy: change.userId,
    });
  }
}

/**
 * A hand adjustment of a branch's stock of a variant (decision 0051), in the caller's transaction:
 * units in through the same upsert as a void, units out through the same conditional UPDATE as a
 * sale (never below zero), a count to its total under the row's lock; then its movement, with the
 * reason, the note and who made it.
 */
export async function adjustStock(
  tx: Db,
  change: StockPlace & { userId: string },
  body: StockAdjustBody,
): Promise<StockAdjustmentDto> {
  const variant = await stockWrites.variantOf(tx, change.shopId, body.variant_id);
  if (!variant) throw notFound("variant_not_found");
  if (!(await stockWrites.hasBranch(tx, change.shopId, change.branchId))) throw notFound("branch_not_found");
  if (!variant.trackStock) throw conflict("stock_not_tracked");
  const way = ADJUSTMENT_DIRECTIONS[body.reason];
  const direction = way === "either" ? body.direction : way;
  if (direction === "count") {
    const before = await stockWrites.setCounted(tx, change, body.variant_id, body.quantity);
    return movedBy(tx, change, body, body.quantity - before, body.quantity);
  }
  if (direction === "out") {
    const left = await stockWrites.take(tx, change, body.variant_id, body.quantity);
    const name = variantLineName(variant.productName, variant.name);
    if (left === null) throw conflict("stock_short", { params: { name } });
    return movedBy(tx, change, body, -body.quantity, left);
  }
  return movedBy(
    tx,
    change,
    body,
    body.quantity,
    await stockWrites.putBack(tx, change, body.variant_id, body.quantity),
  );
}

async function movedBy(
  tx: Db,
  change: StockPlace & { userId: string },
  body: StockAdjustBody,
  quantityChange: number,
  quantity: number,
): Promise<StockAdjustmentDto> {
  await stockWrites.insertMovement(tx, {
    shopId: change.shopId,
    branchId: change.branchId,
    variantId: body.variant_id,
    quantityChange,
    reason: "adjustment",
    adjustmentReason: body.reason,
    note: body.note,
    createdBy: change.userId,
  });
  return { variant_id: body.variant_id, branch_id: change.branchId, quantity_change: quantityChange, quantity };
}

/**
 * A new variant's opening stock: a count at each branch listed with units (what was found when it
 * was added), each with its movement like any other count.
 */
export async function openingCount(
  tx: Db,
  change: { shopId: string; userId: string; variantId: string },
  lines: { branch_id: string; quantity: number }[],
) {
  for (const line of lines.filter((l) => l.quantity > 0)) {
    const place = { shopId: change.shopId, branchId: line.branch_id, userId: change.userId };
    const count = { branch_id: line.branch_id, variant_id: change.variantId, quantity: line.quantity };
    await adjustStock(tx, place, { ...count, reason: "count", note: null });
  }
}
