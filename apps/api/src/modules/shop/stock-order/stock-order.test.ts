import { randomUUID } from "node:crypto";
import { stockOrderEndpoints, supplierEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { stockOrders } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createProduct, createVariant } from "../../../test/factories/catalog.js";
import { createSaleShop, type SaleShop } from "../../../test/factories/invoice.js";
import { createBranch, createShop, createStaffUser } from "../../../test/factories/shop.js";
import { addStockOrder, stockOrderBody } from "../../../test/factories/stock-order.js";
import { addSupplier, insertSupplier } from "../../../test/factories/supplier.js";
import { listTotal } from "../../../test/lists.js";
import { downloadOf, readPdf } from "../../../test/pdf-text.js";
import {
  FORBIDDEN,
  itRefusesLikeEveryGet,
  itRefusesLikeEveryList,
  itRefusesWithoutSession,
  notFoundEnvelope,
  refusalEnvelope,
  refusalsOf,
} from "../../../test/refusals.js";

/** Writing stock orders: add, list, get, edit, place and cancel. Receiving is in stock-order-receive.test.ts. */
const t = useTestApp();
const { list, get, create, update, changeStatus, downloadPdf } = stockOrderEndpoints;

/** Where the first page of each downloaded PDF is kept as a PNG, for a person to look at. */
const PICTURES = new URL("../../../../../web/test-results/stock-order-pdf/", import.meta.url);

/** A stock order of `shopId` written straight into the database, with a supplier and branch of its own. */
async function insertStockOrder(shopId: string) {
  const branch = await createBranch(t, shopId);
  const [row] = await t.db
    .insert(stockOrders)
    .values({ shopId, number: 1, supplierId: await insertSupplier(t, shopId), branchId: branch.id })
    .returning({ id: stockOrders.id });
  return row!.id;
}

async function draftOf(s: SaleShop, overrides: Record<string, unknown> = {}) {
  return addStockOrder(t, s, { status: "draft", ...overrides });
}

describe("POST stock-order/add-stock-order", () => {
  itRefusesWithoutSession(t, create, () => ({
    body: { supplier_id: randomUUID(), branch_id: randomUUID(), products: [] },
  }));

  it("answers 400 naming the field, and adds nothing", async () => {
    const s = await createSaleShop(t);
    const supplier = await addSupplier(t, s.shop.token);
    const refuse = refusalsOf(t, create, { token: s.shop.token });
    const body = (overrides: Record<string, unknown>) => stockOrderBody(s, supplier._id, overrides);
    const line = { variant_id: s.litre.id, quantity: 10, unit_cost: 180 };
    await refuse(body({ products: [] }), "products: is required");
    await refuse(body({ products: [{ ...line, quantity: 0 }] }), "products.0.quantity: must be at least 1");
    await refuse(body({ products: [{ ...line, quantity: 2.5 }] }), "products.0.quantity: must be a whole number");
    await refuse(body({ products: [{ ...line, unit_cost: -1 }] }), "products.0.unit_cost: must be at least 0");
    await refuse(body({ products: [line, { ...line, quantity: 2 }] }), "products: lists the same item twice");
    await refuse(body({ expected_on: "2026-02-30" }), "expected_on: must be a date such as 2026-01-31");
    await refuse(body({ status: "received" }), "status: is not one of the choices");
    await refuse(body({ supplier_id: "acme" }), "supplier_id: must be a valid id");
    await refuse(
      body({ products: [{ ...line, variant_id: s.scent.id }] }),
      "products: includes a product that keeps no stock count",
    );
    await refuse(
      body({ products: [{ ...line, variant_id: randomUUID() }] }),
      "products: includes a product that is not in this shop",
    );
    await refuse(body({ branch_id: randomUUID() }), "branch_id: is not a branch of this shop");
    const elsewhere = await createBranch(t, s.shop.shopId);
    await refuse(body({ branch_id: elsewhere.id }), "products: includes a product not sold at the chosen branch");
    await t.api.call(supplierEndpoints.update, {
      token: s.shop.token,
      params: { id: supplier._id },
      body: { active: false },
    });
    await refuse(body({}), "supplier_id: is not an active supplier");
    expect(await listTotal(t, list, s.shop.token)).toBe(0);
  });

  it("answers 403 for a user without stock.add, and 404 for another shop's supplier", async () => {
    const s = await createSaleShop(t);
    const supplier = await addSupplier(t, s.shop.token);
    const staff = await createStaffUser(t, s.shop.shopId, { permissions: ["stock.view", "stock.edit"] });
    const forbidden = await t.api.call(create, { token: staff.token, body: stockOrderBody(s, supplier._id) });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual(FORBIDDEN);
    const other = await createShop(t);
    const theirs = await insertSupplier(t, other.shopId);
    const res = await t.api.call(create, { token: s.shop.token, body: stockOrderBody(s, theirs) });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(notFoundEnvelope("Supplier"));
    expect(await listTotal(t, list, s.shop.token)).toBe(0);
  });

  it("keeps a draft numbered PO-000001 with its lines named and priced, and places the next one at once", async () => {
    const s = await createSaleShop(t);
    const filter = await createVariant(t, s.shop.shopId, s.oil.id, { name: "Filter", sku: "FLT-1" });
    const draft = await draftOf(s, {
      products: [
        { variant_id: s.litre.id, quantity: 10, unit_cost: 180 },
        { variant_id: filter.id, quantity: 4, unit_cost: 95.5 },
      ],
    });
    expect(draft).toMatchObject({
      number: 1,
      number_display: "PO-000001",
      status: "draft",
      branch_name_english: "Gulberg",
      expected_on: "2026-12-15",
      notes: "Deliver before noon",
      currency: "PKR",
      total: 2182,
      received_value: 0,
      owed: 0,
      ordered_at: null,
    });
    expect(draft.lines.map((l) => [l.name, l.sku, l.quantity, l.unit_cost, l.total, l.received_quantity])).toEqual([
      ["Engine oil (1 litre)", null, 10, 180, 1800, 0],
      ["Engine oil (Filter)", "FLT-1", 4, 95.5, 382, 0],
    ]);
    expect(draft.supplier).toMatchObject({ contact_person: "Imran Qureshi", payment_terms_days: 30 });
    const placed = await addStockOrder(t, s);
    expect(placed).toMatchObject({ number_display: "PO-000002", status: "ordered" });
    expect(placed.ordered_at).not.toBeNull();
  });
});

describe("GET stock-order/get/:id", () => {
  itRefusesLikeEveryGet(t, get, {
    entity: "Stock order",
    permission: "stock.view",
    create: (shopId) => insertStockOrder(shopId),
  });
});

describe("GET stock-order/download-pdf/:id", () => {
  itRefusesLikeEveryGet(t, downloadPdf, {
    entity: "Stock order",
    permission: "stock.view",
    create: (shopId) => insertStockOrder(shopId),
  });

  it("downloads the order as PO-000001.pdf in English and in Arabic, with the shop, supplier and lines", async () => {
    const s = await createSaleShop(t);
    const order = await addStockOrder(t, s);
    const english = await downloadOf(t, downloadPdf, s.shop.token, order._id, "en");
    expect(english.statusCode).toBe(200);
    expect(english.headers["content-type"]).toBe("application/pdf");
    expect(english.headers["content-disposition"]).toBe('attachment; filename="PO-000001.pdf"');
    const text = readPdf(english.rawPayload, PICTURES, "route-en");
    for (const expected of [
      "Purchase order",
      "PO-000001",
      order.supplier_name,
      "Gulberg",
      "Engine oil (1 litre)",
      "1,800.00",
    ]) {
      expect(text).toContain(expected);
    }
    const arabic = readPdf(
      (await downloadOf(t, downloadPdf, s.shop.token, order._id, "ar")).rawPayload,
      PICTURES,
      "route-ar",
    );
    expect(arabic).toContain("PO-000001");
    expect(arabic).toContain("جلبرج");
  });
});

describe("GET stock-order/get-all-stock-order-by-shop-id", () => {
  itRefusesLikeEveryList(t, list, { permission: "stock.view" });

  it("lists newest first, finds by number or supplier, and filters by status and supplier", async () => {
    const s = await createSaleShop(t);
    const first = await draftOf(s);
    const second = await addStockOrder(t, s);
    const token = s.shop.token;
    const numbers = async (query: Record<string, unknown>) =>
      (await t.api.call(list, { token, query })).body.result.items.map((o) => o.number_display);
    expect(await numbers({})).toEqual(["PO-000002", "PO-000001"]);
    expect(await numbers({ search: "po-1" })).toEqual(["PO-000001"]);
    expect(await numbers({ search: second.supplier_name.slice(0, 20).toUpperCase() })).toContain("PO-000002");
    expect(await numbers({ status: "draft" })).toEqual(["PO-000001"]);
    expect(await numbers({ supplier_id: first.supplier_id })).toEqual(["PO-000001"]);
    const other = await createShop(t);
    expect(await listTotal(t, list, other.token)).toBe(0);
  });
});

describe("PATCH stock-order/update-stock-order/:id", () => {
  it("answers 403 for a user without stock.edit, 404 for another shop's order, and changes nothing", async () => {
    const s = await createSaleShop(t);
    const order = await draftOf(s);
    const staff = await createStaffUser(t, s.shop.shopId, { permissions: ["stock.view", "stock.add"] });
    const body = { notes: "Changed" };
    const forbidden = await t.api.call(update, { token: staff.token, params: { id: order._id }, body });
    expect(forbidden.body).toEqual(FORBIDDEN);
    const other = await createShop(t);
    const hidden = await t.api.call(update, { token: other.token, params: { id: order._id }, body });
    expect(hidden.body).toEqual(notFoundEnvelope("Stock order"));
    const res = await t.api.call(get, { token: s.shop.token, params: { id: order._id } });
    expect(res.body.result.notes).toBe("Deliver before noon");
  });

  it("replaces the lines of an open order and its total follows", async () => {
    const s = await createSaleShop(t);
    const order = await addStockOrder(t, s);
    const res = await t.api.call(update, {
      token: s.shop.token,
      params: { id: order._id },
      body: { expected_on: null, products: [{ variant_id: s.litre.id, quantity: 24, unit_cost: 175 }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ status: "ordered", expected_on: null, total: 4200 });
    expect(res.body.result.lines.map((l) => l.quantity)).toEqual([24]);
  });

  it("answers 409 for a cancelled order, and changes nothing", async () => {
    const s = await createSaleShop(t);
    const order = await addStockOrder(t, s);
    await t.api.call(changeStatus, { token: s.shop.token, body: { id: order._id, status: "cancelled" } });
    const res = await t.api.call(update, { token: s.shop.token, params: { id: order._id }, body: { notes: "Late" } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual(refusalEnvelope(409, "A received or cancelled stock order can no longer change"));
  });

  it("refuses moving an order to a branch that does not sell its products", async () => {
    const s = await createSaleShop(t);
    const order = await addStockOrder(t, s);
    const elsewhere = await createBranch(t, s.shop.shopId);
    const tyres = await createProduct(t, s.shop.shopId, { name: "Tyres", branchIds: [elsewhere.id] });
    await createVariant(t, s.shop.shopId, tyres.id, { name: "16 inch" });
    const res = await t.api.call(update, {
      token: s.shop.token,
      params: { id: order._id },
      body: { branch_id: elsewhere.id },
    });
    expect(res.body).toEqual(refusalEnvelope(400, "products: includes a product not sold at the chosen branch"));
  });
});

describe("POST stock-order/change-stock-order-status", () => {
  it("places a draft, cancels an order, and refuses any other move", async () => {
    const s = await createSaleShop(t);
    const order = await draftOf(s);
    const move = (status: string) => t.api.call(changeStatus, { token: s.shop.token, body: { id: order._id, status } });
    const placed = await move("ordered");
    expect(placed.body.result).toMatchObject({ status: "ordered" });
    expect(placed.body.result.ordered_at).not.toBeNull();
    expect((await move("ordered")).body).toEqual(
      refusalEnvelope(409, "This stock order cannot move to that status from its current one"),
    );
    const cancelled = await move("cancelled");
    expect(cancelled.body.result.status).toBe("cancelled");
    expect(cancelled.body.result.cancelled_at).not.toBeNull();
    expect((await move("ordered")).status).toBe(409);
    expect((await move("received")).body).toEqual(refusalEnvelope(400, "status: is not one of the choices"));
  });

  it("answers 403 for a user without stock.edit", async () => {
    const s = await createSaleShop(t);
    const order = await draftOf(s);
    const staff = await createStaffUser(t, s.shop.shopId, { permissions: ["stock.view", "stock.add"] });
    const res = await t.api.call(changeStatus, { token: staff.token, body: { id: order._id, status: "ordered" } });
    expect(res.body).toEqual(FORBIDDEN);
  });
});

describe("a supplier named by stock orders", () => {
  it("is archived, not erased, on delete: gone from the list, its orders keep it, its name is free again", async () => {
    const s = await createSaleShop(t);
    const order = await addStockOrder(t, s);
    const token = s.shop.token;
    const removed = await t.api.call(supplierEndpoints.remove, { token, body: { id: order.supplier_id } });
    expect(removed.status).toBe(200);
    expect(await listTotal(t, supplierEndpoints.list, token)).toBe(0);
    const gone = await t.api.call(supplierEndpoints.get, { token, params: { id: order.supplier_id } });
    expect(gone.body).toEqual(notFoundEnvelope("Supplier"));
    const kept = await t.api.call(get, { token, params: { id: order._id } });
    expect(kept.body.result.supplier_name).toBe(order.supplier_name);
    await addSupplier(t, token, { name: order.supplier_name });
    const again = await t.api.call(supplierEndpoints.remove, { token, body: { id: order.supplier_id } });
    expect(again.body).toEqual(notFoundEnvelope("Supplier"));
  });

  it("is refused for a new order once archived", async () => {
    const s = await createSaleShop(t);
    const order = await addStockOrder(t, s);
    await t.api.call(supplierEndpoints.remove, { token: s.shop.token, body: { id: order.supplier_id } });
    const res = await t.api.call(create, { token: s.shop.token, body: stockOrderBody(s, order.supplier_id) });
    expect(res.body).toEqual(notFoundEnvelope("Supplier"));
  });
});
