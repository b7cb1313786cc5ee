import { randomUUID } from "node:crypto";
import { invoiceEndpoints, orderEndpoints, stockEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { expectDailySalesAsRebuilt } from "../../../test/daily-sales.js";
import { createInvoice, createSaleShop, type SaleShop } from "../../../test/factories/invoice.js";
import {
  addOrder,
  addUncountedProduct,
  moveOrder,
  orderAt,
  pickupFields,
  shipmentBody,
} from "../../../test/factories/order.js";
import { createStaffUser } from "../../../test/factories/shop.js";
import {
  FORBIDDEN,
  itRefusesWithoutSession,
  notFoundEnvelope,
  refusalEnvelope,
  refusalsOf,
} from "../../../test/refusals.js";
import { expectStockMovedAsRecorded, readStockBook, unitsInStock, unitsReserved } from "../../../test/stock-book.js";

/**
 * An order's life (decision 0054) and what it does to stock and the books. The sale shop holds 10
 * litres of engine oil at Gulberg; the order is for 2 unless told. After each test the branch's stock
 * changed by exactly its recorded movements.
 */
const t = useTestApp();
const { changeStatus, shipment, get } = orderEndpoints;

/** A sale shop with an order placed, and a check of its stock book for the end of the test. */
async function orderedShop(overrides: Record<string, unknown> | ((s: SaleShop) => Record<string, unknown>) = {}) {
  const s = await createSaleShop(t);
  const before = await readStockBook(t, s.shop.shopId);
  const order = await addOrder(t, s, typeof overrides === "function" ? overrides(s) : overrides);
  const move = (status: Parameters<typeof moveOrder>[3], reason?: string) =>
    moveOrder(t, s.shop.token, order._id, status, reason);
  const held = async () => [
    await unitsInStock(t, s.litre.id, s.branch.id),
    await unitsReserved(t, s.litre.id, s.branch.id),
  ];
  const check = async () => {
    await expectStockMovedAsRecorded(t, s.shop.shopId, before);
    await expectDailySalesAsRebuilt(t, s.shop.shopId);
  };
  return { s, order, move, held, check };
}

const historyOf = async (s: SaleShop) =>
  (
    await t.api.call(stockEndpoints.movements, { token: s.shop.token, query: { variant_id: s.litre.id } })
  ).body.result.items.map((m) => [m.reason, m.quantity_change, m.order_number]);

describe("PUT order/change_order_status", () => {
  itRefusesWithoutSession(t, changeStatus, () => ({ body: { order_id: randomUUID(), status: "confirmed" } }));

  it("delivers an order: confirming reserves its units, shipping takes them, delivering issues its invoice", async () => {
    const { s, order, move, held, check } = await orderedShop();
    const confirmed = await move("confirmed");
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.result).toMatchObject({ status: "confirmed", next_statuses: ["packed", "cancelled"] });
    expect(confirmed.body.result.confirmed_at).not.toBeNull();
    expect(await held()).toEqual([10, 2]);
    const row = await t.api.call(stockEndpoints.list, { token: s.shop.token, query: { variant_id: s.litre.id } });
    expect(row.body.result.items[0]).toMatchObject({ quantity: 10, reserved: 2, available: 8 });
    await move("packed");
    const early = await move("shipped");
    expect(early.status).toBe(409);
    expect(early.body).toEqual(
      refusalEnvelope(409, "Add the shipment details (courier and address) before the order ships"),
    );
    await t.api.call(shipment, { token: s.shop.token, body: shipmentBody(order._id) });
    const shipped = await move("shipped");
    expect(shipped.body.result).toMatchObject({ status: "shipped", next_statuses: ["delivered", "cancelled"] });
    expect(shipped.body.result.shipment).toMatchObject({ courier_company: "TCS", tracking_number: "TCS-778812" });
    expect(await held()).toEqual([8, 0]);
    expect(await historyOf(s)).toEqual([["order", -2, "ORD-000001"]]);
    const delivered = (await move("delivered")).body.result;
    expect(delivered).toMatchObject({
      status: "delivered",
      next_statuses: [],
      invoice_number_display: "INV-000001",
      payment_status: "unpaid",
      balance: 522.5,
    });
    // The invoice takes no stock again: the units left when the order shipped.
    expect(await held()).toEqual([8, 0]);
    const invoice = await t.api.call(invoiceEndpoints.get, {
      token: s.shop.token,
      params: { id: delivered.invoice_id! },
    });
    expect(invoice.body.result).toMatchObject({
      order_id: order._id,
      order_number: 1,
      job_card_id: null,
      job_card_number: null,
      vehicle: null,
      total: 522.5,
      client_name: "Ahmed Khan",
    });
    await t.api.call(invoiceEndpoints.recordPayment, {
      token: s.shop.token,
      params: { id: delivered.invoice_id! },
      body: { amount: 522.5 },
    });
    const paid = await t.api.call(get, { token: s.shop.token, params: { id: order._id } });
    expect(paid.body.result).toMatchObject({ paid: 522.5, balance: 0, payment_status: "paid" });
    await check();
  });

  it("hands over a pickup order: ready for pickup keeps the reservation, picking up takes it", async () => {
    const { s, order, move, held, check } = await orderedShop(pickupFields);
    await orderAt(t, s, order, "ready_for_pickup");
    expect(await held()).toEqual([10, 2]);
    const done = (await move("picked_up")).body.result;
    expect(done).toMatchObject({ status: "picked_up", invoice_number_display: "INV-000001" });
    expect(done.dispatched_at).not.toBeNull();
    expect(done.completed_at).not.toBeNull();
    expect(await held()).toEqual([8, 0]);
    await check();
  });

  it("keeps reserved units from invoices, hand adjustments and counts", async () => {
    const { s, move, held, check } = await orderedShop((s) => ({
      products: [{ variant_id: s.litre.id, quantity: 8 }],
    }));
    await move("confirmed");
    // 10 in stock, 8 of them promised: 2 can still be sold.
    await expect(createInvoice(t, s, 3)).rejects.toMatchObject({
      kind: "CONFLICT",
      message: "Not enough stock of Engine oil 1 litre at this branch",
    });
    const adjust = (body: Record<string, unknown>) =>
      t.api.call(stockEndpoints.adjust, {
        token: s.shop.token,
        body: { branch_id: s.branch.id, variant_id: s.litre.id, note: null, ...body },
      });
    expect((await adjust({ reason: "subtraction", quantity: 3 })).body).toEqual(
      refusalEnvelope(409, "Not enough stock of Engine oil (1 litre) at this branch"),
    );
    expect((await adjust({ reason: "count", quantity: 7 })).body).toEqual(
      refusalEnvelope(
        409,
        "8 units of Engine oil (1 litre) are reserved for orders at this branch: stock cannot go below them",
      ),
    );
    expect(await held()).toEqual([10, 8]);
    await createInvoice(t, s, 2);
    expect(await held()).toEqual([8, 8]);
    expect((await adjust({ reason: "count", quantity: 8 })).status).toBe(200);
    await check();
  });

  it("cancelling releases a reservation, and puts back what a shipped order had taken", async () => {
    const { s, order, move, held, check } = await orderedShop();
    await move("confirmed");
    const cancelled = (await move("cancelled", "Client changed his mind")).body.result;
    expect(cancelled).toMatchObject({
      status: "cancelled",
      cancel_reason: "Client changed his mind",
      balance: 0,
      next_statuses: [],
    });
    expect(await held()).toEqual([10, 0]);
    const second = await addOrder(t, s);
    await orderAt(t, s, second, "shipped");
    expect(await held()).toEqual([8, 0]);
    expect((await moveOrder(t, s.shop.token, second._id, "cancelled")).status).toBe(200);
    expect(await held()).toEqual([10, 0]);
    expect(await historyOf(s)).toEqual([
      ["order", 2, "ORD-000002"],
      ["order", -2, "ORD-000002"],
    ]);
    expect(order.status).toBe("placed");
    await check();
  });

  it("answers 409 for a move off the order's life or once it is closed, and changes nothing", async () => {
    const { s, order, move, held, check } = await orderedShop();
    const offLife = await move("shipped");
    expect(offLife.body).toEqual(refusalEnvelope(409, "This order cannot move to that status from its current one"));
    expect((await move("ready_for_pickup")).status).toBe(409);
    await move("cancelled");
    const closed = await move("confirmed");
    expect(closed.body).toEqual(refusalEnvelope(409, "A delivered, picked up or cancelled order can no longer change"));
    const pickup = await addOrder(t, s, pickupFields);
    await moveOrder(t, s.shop.token, pickup._id, "confirmed");
    await moveOrder(t, s.shop.token, pickup._id, "packed");
    expect((await moveOrder(t, s.shop.token, pickup._id, "shipped")).status).toBe(409);
    const now = await t.api.call(get, { token: s.shop.token, params: { id: pickup._id } });
    expect(now.body.result.status).toBe("packed");
    expect(await held()).toEqual([10, 2]);
    expect(order.status).toBe("placed");
    await check();
  });

  it("answers 409 when the branch has too few units to confirm, and reserves nothing", async () => {
    const { s, order, move, held, check } = await orderedShop((s) => ({
      products: [{ variant_id: s.litre.id, quantity: 11 }],
    }));
    const short = await move("confirmed");
    expect(short.body).toEqual(refusalEnvelope(409, "Not enough stock of Engine oil (1 litre) at this branch"));
    expect(await held()).toEqual([10, 0]);
    const now = await t.api.call(get, { token: s.shop.token, params: { id: order._id } });
    expect(now.body.result).toMatchObject({ status: "placed", confirmed_at: null });
    await check();
  });

  it("holds and moves no stock of a product that keeps no count", async () => {
    const s = await createSaleShop(t);
    const bottle = await addUncountedProduct(t, s);
    const order = await addOrder(t, s, { products: [{ variant_id: bottle.id, quantity: 5 }] });
    await orderAt(t, s, order, "delivered");
    const rows = await t.api.call(stockEndpoints.movements, { token: s.shop.token, query: { variant_id: bottle.id } });
    expect(rows.body.result.items).toEqual([]);
    const done = await t.api.call(get, { token: s.shop.token, params: { id: order._id } });
    expect(done.body.result).toMatchObject({ status: "delivered", invoice_number_display: "INV-000001", total: 275 });
  });

  it("answers 400 for a bad body, 404 for another shop's order, 403 without orders.change_status", async () => {
    const { s, order, check } = await orderedShop();
    const refuse = refusalsOf(t, changeStatus, { token: s.shop.token });
    await refuse({ order_id: order._id, status: "lost" }, "status: is not one of the choices");
    await refuse({ status: "confirmed" }, "order_id: is required");
    const other = await createSaleShop(t);
    const res = await moveOrder(t, other.shop.token, order._id, "confirmed");
    expect(res.status).toBe(404);
    expect(res.body).toEqual(notFoundEnvelope("Order"));
    const clerk = await createStaffUser(t, s.shop.shopId, { permissions: ["orders.view", "orders.add"] });
    const forbidden = await moveOrder(t, clerk.token, order._id, "confirmed");
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual(FORBIDDEN);
    await check();
  });
});

describe("POST order/order_shippment", () => {
  itRefusesWithoutSession(t, shipment, () => ({ body: shipmentBody(randomUUID()) }));

  it("records a delivery order's shipment and replaces it when sent again", async () => {
    const { s, order } = await orderedShop();
    const first = await t.api.call(shipment, { token: s.shop.token, body: shipmentBody(order._id) });
    expect(first.status).toBe(200);
    expect(first.body.result.shipment).toMatchObject({
      courier_company: "TCS",
      delivery_address: "House 12, Street 4, Gulberg III, Lahore",
      estimated_delivery_date: "2099-12-03",
      remarks: "Fragile",
      tracking_number: "TCS-778812",
    });
    const again = await t.api.call(shipment, {
      token: s.shop.token,
      body: shipmentBody(order._id, { courier_company: "Leopards", remarks: null, tracking_number: null }),
    });
    expect(again.body.result.shipment).toMatchObject({
      courier_company: "Leopards",
      remarks: null,
      tracking_number: null,
    });
  });

  it("answers 400 naming the field, 409 for a pickup or closed order, 404 for another shop's, 403 without orders.add_shipment", async () => {
    const { s, order, move } = await orderedShop();
    const refuse = refusalsOf(t, shipment, { token: s.shop.token }, (o: Record<string, unknown>) =>
      shipmentBody(order._id, o),
    );
    await refuse({ courier_company: "" }, "courier_company: is required");
    await refuse({ delivery_address: "  " }, "delivery_address: is required");
    await refuse(
      { estimated_delivery_date: "2026-13-01" },
      "estimated_delivery_date: must be a date such as 2026-01-31",
    );
    const pickup = await addOrder(t, s, pickupFields);
    const notDelivery = await t.api.call(shipment, { token: s.shop.token, body: shipmentBody(pickup._id) });
    expect(notDelivery.body).toEqual(refusalEnvelope(409, "Only a delivery order has shipment details"));
    const other = await createSaleShop(t);
    const hidden = await t.api.call(shipment, { token: other.shop.token, body: shipmentBody(order._id) });
    expect(hidden.body).toEqual(notFoundEnvelope("Order"));
    const clerk = await createStaffUser(t, s.shop.shopId, { permissions: ["orders.view", "orders.change_status"] });
    const forbidden = await t.api.call(shipment, { token: clerk.token, body: shipmentBody(order._id) });
    expect(forbidden.body).toEqual(FORBIDDEN);
    await move("cancelled");
    const closed = await t.api.call(shipment, { token: s.shop.token, body: shipmentBody(order._id) });
    expect(closed.status).toBe(409);
    const now = await t.api.call(get, { token: s.shop.token, params: { id: order._id } });
    expect(now.body.result.shipment).toBeNull();
  });
});
