import {
  ADJUSTMENT_DIRECTIONS,
  conflict,
  invalid,
  notFound,
  type StockAdjustBody,
  type StockAdjustmentDto,
  type StockMovementReason,
  type StockTransferBody,
  type StockTransferDto,
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
 * `lines` is never empty (a receipt names at least one product).
 */
export async function receiveStock(
  tx: Db,
  change: StockPlace & { userId: string; stockOrderId: string },
  lines: StockLine[],
) {
  const sorted = [...lines].sort(byVariant);
  for (const line of sorted) await stockWrites.putBack(tx, change, line.variantId, line.quantity);
  // One statement for the receipt's movements, however many lines it has.
  await stockWrites.insertMovement(
    tx,
    sorted.map((line) => ({
      shopId: change.shopId,
      branchId: change.branchId,
      variantId: line.variantId,
      quantityChange: line.quantity,
      reason: "receipt",
      stockOrderId: change.stockOrderId,
      createdBy: change.userId,
    })),
  );
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
  const name = await countedVariant(tx, change.shopId, body.variant_id, [change.branchId]);
  const way = ADJUSTMENT_DIRECTIONS[body.reason];
  const direction = way === "either" ? body.direction : way;
  if (direction === "count") {
    const before = await stockWrites.setCounted(tx, change, body.variant_id, body.quantity);
    if (body.quantity < before.reserved) {
      throw conflict("stock_below_reserved", { params: { name, reserved: before.reserved } });
    }
    return movedBy(tx, change, body, body.quantity - before.quantity, body.quantity);
  }
  if (direction === "out") {
    const left = await stockWrites.take(tx, change, body.variant_id, body.quantity);
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

/** The variant of a hand change of stock, at branches of the shop, keeping a count; answers its name. */
async function countedVariant(tx: Db, shopId: string, variantId: string, branchIds: string[]): Promise<string> {
  const variant = await stockWrites.variantOf(tx, shopId, variantId);
  if (!variant) throw notFound("variant_not_found");
  for (const branchId of branchIds) {
    if (!(await stockWrites.hasBranch(tx, shopId, branchId))) throw notFound("branch_not_found");
  }
  if (!variant.trackStock) throw conflict("stock_not_tracked");
  return variantLineName(variant.productName, variant.name);
}

/**
 * Units of a variant from one branch to another in the caller's transaction (decision 0053): out of
 * the branch they leave through the conditional UPDATE a sale uses (never below zero), into the other
 * through the upsert, each with a transfer movement naming the other branch. The two stock rows are
 * written in branch order, so transfers between the same two branches in opposite directions wait for
 * each other instead of deadlocking.
 */
export async function transferStock(
  tx: Db,
  who: { shopId: string; userId: string },
  body: StockTransferBody,
): Promise<StockTransferDto> {
  const { shopId } = who;
  const from = { shopId, branchId: body.from_branch_id };
  const to = { shopId, branchId: body.to_branch_id };
  const name = await countedVariant(tx, shopId, body.variant_id, [from.branchId, to.branchId]);
  if (!(await stockWrites.sellsAt(tx, shopId, body.variant_id, to.branchId))) {
    throw invalid("to_branch_id", "not_selling_branch");
  }
  const takeOut = async () => {
    const left = await stockWrites.take(tx, from, body.variant_id, body.quantity);
    if (left === null) throw conflict("stock_short", { params: { name } });
    return left;
  };
  const putIn = () => stockWrites.putBack(tx, to, body.variant_id, body.quantity);
  let left: number;
  let held: number;
  if (from.branchId < to.branchId) {
    left = await takeOut();
    held = await putIn();
  } else {
    held = await putIn();
    left = await takeOut();
  }
  const movement = { shopId, variantId: body.variant_id, reason: "transfer", note: body.note, createdBy: who.userId };
  const at = new Date();
  await stockWrites.insertMovement(tx, [
    { ...movement, branchId: from.branchId, otherBranchId: to.branchId, quantityChange: -body.quantity, createdAt: at },
    { ...movement, branchId: to.branchId, otherBranchId: from.branchId, quantityChange: body.quantity, createdAt: at },
  ]);
  return {
    variant_id: body.variant_id,
    quantity: body.quantity,
    from: { branch_id: from.branchId, quantity: left },
    to: { branch_id: to.branchId, quantity: held },
  };
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
