import {
  conflict,
  isOrderCompleted,
  notFound,
  orderNextStatuses,
  orderStockHold,
  type OrderKind,
  type OrderStatus,
  type OrderStatusBody,
} from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { issueInvoiceOf } from "../invoice/issue.js";
import { releaseForOrder, reserveForOrder, returnOrder, sendOrder } from "../stock/order-stock.js";
import type { StockLine } from "../stock/movements.js";
import type { OrderAuthor } from "./place.js";
import { orderBillInput } from "./place.js";
import { orderWrites, type OrderRow } from "./write-repo.js";

/** The column each status stamps with the moment it was reached. */
const STAMPED: Partial<Record<OrderStatus, keyof OrderRow>> = {
  confirmed: "confirmedAt",
  packed: "packedAt",
  shipped: "dispatchedAt",
  ready_for_pickup: "dispatchedAt",
  delivered: "completedAt",
  picked_up: "completedAt",
  cancelled: "cancelledAt",
};

/**
 * What a step of the order's life does to the branch's stock (decision 0054): confirming reserves
 * its units, shipping or handing over takes what it reserved, cancelling releases a reservation or,
 * once the goods had left, puts them back.
 */
async function moveStock(tx: Db, who: OrderAuthor, order: OrderRow, next: OrderStatus) {
  const before = orderStockHold(order.status as OrderStatus);
  const after = orderStockHold(next);
  if (before === after) return;
  const place = { shopId: who.shopId, branchId: order.branchId };
  const change = { ...place, orderId: order.id, userId: who.userId, at: who.at };
  const { products } = await orderWrites.lines(tx, who.shopId, order.id);
  const lines = (rows: typeof products): StockLine[] =>
    rows.map((p) => ({ variantId: p.variantId, name: p.name, quantity: p.quantity }));
  const held = lines(products.filter((p) => p.holdsStock));
  if (after === "reserved") {
    const tracked = await reserveForOrder(tx, place, lines(products));
    await orderWrites.markHeld(tx, who.shopId, order.id, tracked);
  } else if (after === "taken") {
    await sendOrder(tx, change, held);
  } else if (before === "reserved") {
    await releaseForOrder(tx, place, held);
  } else {
    await returnOrder(tx, change);
  }
}

/**
 * Moves an order to its next status in the caller's transaction, under the order's row lock: only
 * along its kind's life, shipping only with shipment details, moving its stock (moveStock), and
 * issuing its invoice when it is delivered or picked up (an order's invoice takes no stock: it left
 * when the order did).
 */
export async function changeOrderStatus(tx: Db, who: OrderAuthor, body: OrderStatusBody) {
  const order = await orderWrites.lock(tx, who.shopId, body.order_id);
  if (!order) throw notFound("order_not_found");
  const status = order.status as OrderStatus;
  const allowed = orderNextStatuses(order.kind as OrderKind, status);
  if (allowed.length === 0) throw conflict("order_closed");
  if (!allowed.includes(body.status)) throw conflict("order_status_change");
  if (body.status === "shipped" && !(await orderWrites.hasShipment(tx, who.shopId, order.id))) {
    throw conflict("order_shipment_missing");
  }
  await moveStock(tx, who, order, body.status);
  if (isOrderCompleted(body.status)) {
    const { packages, products } = await orderWrites.lines(tx, who.shopId, order.id);
    const source = { shopId: who.shopId, orderId: order.id, clientId: order.clientId, branchId: order.branchId };
    await issueInvoiceOf(tx, { ...source, issuedAt: who.at }, orderBillInput({ packages, products }));
  }
  const at = who.at ?? new Date();
  const stamp = STAMPED[body.status];
  await orderWrites.update(tx, who.shopId, order.id, {
    status: body.status,
    updatedAt: at,
    ...(stamp && { [stamp]: at }),
    ...(body.status === "cancelled" && { cancelReason: body.reason }),
  });
}
