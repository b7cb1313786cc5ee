import { conflict } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import type { StockLine } from "./movements.js";
import { stockWrites, type StockPlace } from "./stock-repo.js";

/** Where and for which customer order stock is held or moved (decision 0054). */
export interface OrderStockChange extends StockPlace {
  orderId: string;
  userId: string;
  /** When the stock moved: now unless given. */
  at?: Date;
}

/**
 * The lines' units per variant, in variant order: a variant sold on its own and inside a package is
 * one hold, and stock rows are locked in the order every sale and void locks them.
 */
export function perVariant(lines: StockLine[]): StockLine[] {
  const merged = new Map<string, StockLine>();
  for (const line of lines) {
    const seen = merged.get(line.variantId);
    merged.set(line.variantId, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  return [...merged.values()].sort((a, b) => (a.variantId < b.variantId ? -1 : a.variantId > b.variantId ? 1 : 0));
}

/**
 * Reserves the units of an order being confirmed, each variant with one conditional UPDATE (never more
 * than is available, whatever runs beside it); products that keep no stock count hold none. Answers
 * the variants held. Throwing rolls back the caller's transaction, and every hold already made.
 */
export async function reserveForOrder(tx: Db, place: StockPlace, lines: StockLine[]): Promise<Set<string>> {
  const tracked = await stockWrites.trackedVariantIds(
    tx,
    place.shopId,
    lines.map((l) => l.variantId),
  );
  for (const line of perVariant(lines.filter((l) => tracked.has(l.variantId)))) {
    if (!(await stockWrites.reserve(tx, place, line.variantId, line.quantity))) {
      throw conflict("stock_short", { params: { name: line.name } });
    }
  }
  return tracked;
}

/** Lets go of what a cancelled order held: `held` are the lines its confirmation reserved. */
export async function releaseForOrder(tx: Db, place: StockPlace, held: StockLine[]) {
  for (const line of perVariant(held)) await stockWrites.unreserve(tx, place, line.variantId, line.quantity, false);
}

/** The order leaves the shop: what it held is taken out of stock, each variant with an `order` movement. */
export async function sendOrder(tx: Db, change: OrderStockChange, held: StockLine[]) {
  const lines = perVariant(held);
  for (const line of lines) await stockWrites.unreserve(tx, change, line.variantId, line.quantity, true);
  await recordOrderMovements(
    tx,
    change,
    lines.map((l) => ({ variantId: l.variantId, change: -l.quantity })),
  );
}

/** A shipped order cancelled: what it sent comes back into stock, read from its own movements. */
export async function returnOrder(tx: Db, change: OrderStockChange) {
  const sent = (await stockWrites.sentOnOrder(tx, change.shopId, change.orderId)).filter((s) => s.sent > 0);
  for (const s of sent) await stockWrites.putBack(tx, change, s.variantId, s.sent);
  await recordOrderMovements(
    tx,
    change,
    sent.map((s) => ({ variantId: s.variantId, change: s.sent })),
  );
}

async function recordOrderMovements(tx: Db, change: OrderStockChange, moves: { variantId: string; change: number }[]) {
  if (moves.length === 0) return;
  await stockWrites.insertMovement(
    tx,
    moves.map((m) => ({
      shopId: change.shopId,
      branchId: change.branchId,
      variantId: m.variantId,
      quantityChange: m.change,
      reason: "order",
      orderId: change.orderId,
      createdBy: change.userId,
      createdAt: change.at,
    })),
  );
}
