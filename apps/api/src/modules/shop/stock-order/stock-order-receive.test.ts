import { randomUUID } from "node:crypto";
import { stockEndpoints, stockOrderEndpoints, supplierEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createSaleShop, type SaleShop } from "../../../test/factories/invoice.js";
import { createShop, createStaffUser } from "../../../test/factories/shop.js";
import { addStockOrder } from "../../../test/factories/stock-order.js";
import { FORBIDDEN, itRefusesWithoutSession, notFoundEnvelope, refusalEnvelope } from "../../../test/refusals.js";
import { expectStockMovedAsRecorded, readStockBook, unitsInStock } from "../../../test/stock-book.js";

/**
 * Receiving goods on stock orders. The sale shop holds 10 litres of engine oil at Gulberg; each order
 * is for 10 more at 180.00. On PostgreSQL (CI runs this file there too) the parallel ones truly run
 * side by side; after each test the branch's stock changed by exactly its recorded movements.
 */
const t = useTestApp();
const { receive, get, changeStatus, update, recordPayment } = stockOrderEndpoints;

const stockOf = (s: SaleShop) => unitsInStock(t, s.litre.id, s.branch.id);

/** A sale shop with a placed order, and its stock book before anything was received. */
async function orderedShop(overrides: Record<string, unknown> = {}) {
  const s = await createSaleShop(t);
  const order = await addStockOrder(t, s, overrides);
  const before = await readStockBook(t, s.shop.shopId);
  const receiveOf = (quantity: number, extra: Record<string, unknown> = {}) =>
    t.api.call(receive, {
      token: s.shop.token,
      body: { id: order._id, products: [{ variant_id: s.litre.id, quantity }], ...extra },
    });
  const check = () => expectStockMovedAsRecorded(t, s.shop.shopId, before);
  return { s, order, receiveOf, check };
}

describe("POST stock-order/update-stock-inventory", () => {
  itRefusesWithoutSession(t, receive, () => ({ body: { id: randomUUID(), products: [] } }));

  it("receives in part then in full: the branch's stock, the order's status and what is owed follow", async () => {
    const { s, order, receiveOf, check } = await orderedShop();
    const part = await receiveOf(4);
    expect(part.status).toBe(200);
    expect(part.body.result).toMatchObject({ status: "partly_received", received_value: 720, owed: 720 });
    expect(part.body.result.lines[0]).toMatchObject({ quantity: 10, received_quantity: 4 });
    expect(part.body.result.received_at).toBeNull();
    expect(await stockOf(s)).toBe(14);
    const rest = await receiveOf(6);
    expect(rest.body.result).toMatchObject({ status: "received", received_value: 1800, owed: 1800 });
    expect(rest.body.result.received_at).not.toBeNull();
    expect(await stockOf(s)).toBe(20);
    const history = await t.api.call(stockEndpoints.movements, {
      token: s.shop.token,
      query: { variant_id: s.litre.id },
    });
    expect(history.body.result.items.map((m) => [m.reason, m.quantity_change, m.stock_order_number])).toEqual([
      ["receipt", 6, "PO-000001"],
      ["receipt", 4, "PO-000001"],
    ]);
    expect(history.body.result.items[0]!.stock_order_id).toBe(order._id);
    await check();
  });

  it("answers 409 for more than is left to receive, and takes it in only when the user agrees", async () => {
    const { s, receiveOf, check } = await orderedShop();
    await receiveOf(8);
    const over = await receiveOf(3);
    expect(over.status).toBe(409);
    expect(over.body).toEqual(refusalEnvelope(409, "Engine oil (1 litre): 2 of 10 ordered are left to receive"));
    expect(await stockOf(s)).toBe(18);
    const agreed = await receiveOf(3, { allow_over_receipt: true });
    expect(agreed.body.result).toMatchObject({ status: "received", received_value: 1980 });
    expect(agreed.body.result.lines[0]!.received_quantity).toBe(11);
    expect(await stockOf(s)).toBe(21);
    await check();
  });

  it("answers 409 for a draft or a cancelled order, 400 for a product not on it, and takes nothing", async () => {
    const { s, order, receiveOf, check } = await orderedShop({ status: "draft" });
    expect((await receiveOf(1)).body).toEqual(
      refusalEnvelope(409, "Place the order with the supplier before receiving goods"),
    );
    await t.api.call(changeStatus, { token: s.shop.token, body: { id: order._id, status: "ordered" } });
    const other = await receiveOf(1, { products: [{ variant_id: s.scent.id, quantity: 1 }] });
    expect(other.body).toEqual(refusalEnvelope(400, "products: includes a product that is not on this order"));
    await t.api.call(changeStatus, { token: s.shop.token, body: { id: order._id, status: "cancelled" } });
    expect((await receiveOf(1)).body).toEqual(
      refusalEnvelope(409, "A received or cancelled stock order can no longer change"),
    );
    expect(await stockOf(s)).toBe(10);
    await check();
  });

  it("answers 400 naming the field, 403 without stock.edit and 404 for another shop's order", async () => {
    const { s, order, receiveOf } = await orderedShop();
    expect((await receiveOf(0)).body).toEqual(refusalEnvelope(400, "products.0.quantity: must be at least 1"));
    const staff = await createStaffUser(t, s.shop.shopId, { permissions: ["stock.view", "stock.add"] });
    const body = { id: order._id, products: [{ variant_id: s.litre.id, quantity: 1 }] };
    expect((await t.api.call(receive, { token: staff.token, body })).body).toEqual(FORBIDDEN);
    const other = await createShop(t);
    expect((await t.api.call(receive, { token: other.token, body })).body).toEqual(notFoundEnvelope("Stock order"));
    expect(await stockOf(s)).toBe(10);
  });

  it("keeps a received line as it is and the supplier and branch of an order with goods in", async () => {
    const { s, order, receiveOf } = await orderedShop();
    await receiveOf(4);
    const edit = (body: Record<string, unknown>) =>
      t.api.call(update, { token: s.shop.token, params: { id: order._id }, body });
    const changed = await edit({ products: [{ variant_id: s.litre.id, quantity: 12, unit_cost: 180 }] });
    expect(changed.body).toEqual(
      refusalEnvelope(
        409,
        "Engine oil (1 litre) has units received: its quantity and cost stay as they are (correct stock with an adjustment)",
      ),
    );
    const other = await t.api.call(supplierEndpoints.create, { token: s.shop.token, body: { name: "Second source" } });
    expect((await edit({ supplier_id: other.body.result._id })).body).toEqual(
      refusalEnvelope(409, "Goods were received on this order: its supplier and branch stay as they are"),
    );
    const res = await t.api.call(get, { token: s.shop.token, params: { id: order._id } });
    expect(res.body.result.lines[0]).toMatchObject({ quantity: 10, received_quantity: 4 });
  });

  it("lets a partly received order be cancelled, keeping what came in", async () => {
    const { s, order, receiveOf, check } = await orderedShop();
    await receiveOf(4);
    const res = await t.api.call(changeStatus, { token: s.shop.token, body: { id: order._id, status: "cancelled" } });
    expect(res.body.result).toMatchObject({ status: "cancelled", received_value: 720, owed: 720 });
    expect(await stockOf(s)).toBe(14);
    await check();
  });

  it("never receives more than ordered when receipts of one order are sent at once", async () => {
    const { s, receiveOf, check } = await orderedShop();
    // 10 ordered, 3 a time: three fit, the rest find 1 left and are refused.
    const results = await Promise.all(Array.from({ length: 6 }, () => receiveOf(3)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 409, 409, 409]);
    expect(await stockOf(s)).toBe(19);
    const res = await t.api.call(get, {
      token: s.shop.token,
      params: { id: results.find((r) => r.status === 200)!.body.result!._id },
    });
    expect(res.body.result).toMatchObject({ status: "partly_received", received_value: 1620 });
    await check();
  });

  it("never takes stock below zero while goods come in and go out of the same variant at once", async () => {
    const { s, receiveOf, check } = await orderedShop();
    const adjust = () =>
      t.api.call(stockEndpoints.adjust, {
        token: s.shop.token,
        body: { branch_id: s.branch.id, variant_id: s.litre.id, reason: "subtraction", quantity: 3 },
      });
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => receiveOf(2)),
      ...Array.from({ length: 8 }, adjust),
    ]);
    const received = results.slice(0, 4);
    const taken = results.slice(4).filter((r) => r.status === 200).length;
    expect(received.every((r) => r.status === 200)).toBe(true);
    expect(await stockOf(s)).toBe(10 + 8 - 3 * taken);
    expect(await stockOf(s)).toBeGreaterThanOrEqual(0);
    await check();
  });
});

describe("POST stock-order/record-stock-order-payment", () => {
  it("pays what was received; the supplier's detail shows what is owed before and after", async () => {
    const { s, order, receiveOf } = await orderedShop();
    const pay = () => t.api.call(recordPayment, { token: s.shop.token, body: { id: order._id } });
    const supplier = async () =>
      (await t.api.call(supplierEndpoints.get, { token: s.shop.token, params: { id: order.supplier_id } })).body.result;
    expect((await pay()).body).toEqual(refusalEnvelope(409, "Nothing received on this order is left to pay"));
    expect(await supplier()).toMatchObject({ owed: 0, open_orders: 1 });
    await receiveOf(4);
    expect(await supplier()).toMatchObject({ owed: 720, open_orders: 1 });
    const paid = await pay();
    expect(paid.body.result).toMatchObject({ paid: 720, owed: 0 });
    await receiveOf(6);
    expect(await supplier()).toMatchObject({ owed: 1080, open_orders: 0 });
  });

  it("answers 403 without stock.edit", async () => {
    const { s, order } = await orderedShop();
    const staff = await createStaffUser(t, s.shop.shopId, { permissions: ["stock.view"] });
    const res = await t.api.call(recordPayment, { token: staff.token, body: { id: order._id } });
    expect(res.body).toEqual(FORBIDDEN);
  });
});
