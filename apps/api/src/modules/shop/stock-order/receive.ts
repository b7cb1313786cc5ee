import { conflict, invalid, isStockOrderOpen, type StockOrderReceiveBody } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { receiveStock } from "../stock/movements.js";
import { stockOrderWrites, type StockOrderRow } from "./write-repo.js";

/** Received in full when every line has had at least what it ordered; else partly. */
export const statusAfterReceipt = (lines: { quantity: number; receivedQuantity: number }[]) =>
  lines.every((line) => line.receivedQuantity >= line.quantity) ? "received" : "partly_received";

/**
 * Goods in on a placed order, under the order's lock (two receipts of one order take turns, so the
 * second sees what the first took in): every line is checked before anything is written, then each
 * line's units go into the branch's stock with a receipt movement, and the order's status and the
 * value received follow, all in the caller's transaction.
 */
export async function receiveGoods(
  tx: Db,
  who: { shopId: string; userId: string },
  order: StockOrderRow,
  body: StockOrderReceiveBody,
) {
  if (order.status === "draft") throw conflict("stock_order_not_placed");
  if (!isStockOrderOpen(order.status)) throw conflict("stock_order_closed");
  const current = (await stockOrderWrites.lines(tx, who.shopId, order.id)).map((row) => row.line);
  const byVariant = new Map(current.map((line) => [line.variantId, line]));
  const taken = body.products.map((p) => {
    const line = byVariant.get(p.variant_id);
    if (!line) throw invalid("products", "stock_order_line_unknown");
    const remaining = Math.max(line.quantity - line.receivedQuantity, 0);
    if (p.quantity > remaining && !body.allow_over_receipt) {
      throw conflict("stock_order_over_receipt", { params: { name: line.name, remaining, ordered: line.quantity } });
    }
    return { line, quantity: p.quantity };
  });
  for (const { line, quantity } of taken) await stockOrderWrites.addReceived(tx, who.shopId, line.id, quantity);
  await receiveStock(
    tx,
    { shopId: who.shopId, branchId: order.branchId, userId: who.userId, stockOrderId: order.id },
    taken.map(({ line, quantity }) => ({ variantId: line.variantId, name: line.name, quantity })),
  );
  const takenOf = new Map(taken.map(({ line, quantity }) => [line.id, quantity]));
  const status = statusAfterReceipt(
    current.map((line) => ({ ...line, receivedQuantity: line.receivedQuantity + (takenOf.get(line.id) ?? 0) })),
  );
  const value = taken.reduce((sum, { line, quantity }) => sum + line.unitCostMinor * quantity, 0);
  await stockOrderWrites.update(tx, who.shopId, order.id, {
    status,
    receivedValueMinor: order.receivedValueMinor + value,
    receivedAt: status === "received" ? new Date() : null,
  });
}
