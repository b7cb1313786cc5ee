import {
  STOCK_ADJUSTMENT_REASONS,
  STOCK_ORDER_STATUSES,
  authEndpoints,
  stockEndpoints,
  stockOrderEndpoints,
  supplierEndpoints,
} from "@pitlane/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { createPinHasher, loadPinSecret } from "../../platform/pin-hash.js";
import { useTestApp } from "../../test/app.js";
import {
  branches,
  productBranches,
  productVariants,
  products,
  shopCounters,
  shopUsers,
  shops,
  stockMovements,
  stockOrderLines,
  stockOrders,
  suppliers,
  variantStock,
} from "../schema/index.js";
import { DEMO_SHOP, seedDemoData } from "./demo.js";
import { demoOpeningStock } from "./demo-products.js";

const t = useTestApp();
beforeAll(async () => {
  expect(await seedDemoData(t.db, createPinHasher(loadPinSecret(t.config)))).toBe(true);
});

const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);

async function read() {
  const [orders, lines, moves, owner] = await Promise.all([
    t.db.select().from(stockOrders),
    t.db.select().from(stockOrderLines),
    t.db.select().from(stockMovements),
    t.db.select().from(shopUsers),
  ]);
  const ownerId = owner.find((u) => u.isOwner)?.id;
  return { orders, lines, moves, ownerId, linesOf: (id: string) => lines.filter((l) => l.stockOrderId === id) };
}

describe("the demo inventory", () => {
  it("has five suppliers in Lahore with unique names, one inactive and one paid on delivery", async () => {
    const [rows, [shop]] = await Promise.all([t.db.select().from(suppliers), t.db.select().from(shops)]);
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((s) => s.name.toLowerCase())).size).toBe(rows.length);
    expect(rows.filter((s) => !s.active)).toHaveLength(1);
    expect(rows.filter((s) => s.paymentTermsDays === null)).toHaveLength(1);
    for (const s of rows) {
      expect(s.phone, s.name).toMatch(/^\+92\d{10}$/);
      expect(s.email, s.name).toMatch(/^[a-z.]+@[a-z-]+\.test$/);
      expect(s.taxNumber, s.name).toMatch(/^\d{7}-\d$/);
      expect([s.countryId, s.stateId, s.cityId]).toEqual([shop?.countryId, shop?.stateId, shop?.cityId]);
      expect(s.cityId).not.toBeNull();
    }
  });

  it("has orders in every status, one partly received then cancelled, numbered by the shop's counter", async () => {
    const { orders } = await read();
    for (const status of STOCK_ORDER_STATUSES) {
      expect(orders.filter((o) => o.status === status).length, status).toBeGreaterThan(0);
    }
    expect(orders.some((o) => o.status === "cancelled" && o.receivedValueMinor > 0)).toBe(true);
    expect(orders.map((o) => o.number).sort((a, b) => a - b)).toEqual(orders.map((_, i) => i + 1));
    const [counter] = await t.db.select().from(shopCounters);
    expect(counter?.lastStockOrderNumber).toBe(orders.length);
  });

  it("keeps each order's sums to its lines: counted products the branch sells, at about their cost", async () => {
    const { orders, linesOf } = await read();
    const [variants, items, sold] = await Promise.all([
      t.db.select().from(productVariants),
      t.db.select().from(products),
      t.db.select().from(productBranches),
    ]);
    for (const o of orders) {
      const lines = linesOf(o.id);
      const po = `PO ${o.number}`;
      expect(lines.length, po).toBeGreaterThan(0);
      expect(o.totalMinor, po).toBe(sum(lines.map((l) => l.quantity * l.unitCostMinor)));
      expect(o.receivedValueMinor, po).toBe(sum(lines.map((l) => l.receivedQuantity * l.unitCostMinor)));
      expect([0, o.receivedValueMinor], po).toContain(o.paidMinor);
      const received = lines.filter((l) => l.receivedQuantity > 0);
      if (o.status === "received")
        expect(
          lines.every((l) => l.receivedQuantity >= l.quantity),
          po,
        ).toBe(true);
      if (o.status === "partly_received") expect(received.length > 0 && received.length <= lines.length).toBe(true);
      if (o.status === "draft" || o.status === "ordered") expect(received, po).toEqual([]);
      for (const l of lines) {
        const variant = variants.find((v) => v.id === l.variantId);
        expect(items.find((p) => p.id === variant?.productId)?.trackStock, l.name).toBe(true);
        expect(
          sold.some((s) => s.productId === variant?.productId && s.branchId === o.branchId),
          l.name,
        ).toBe(true);
        expect(Math.abs(l.unitCostMinor - (variant?.unitPriceMinor ?? 0))).toBeLessThan(l.unitCostMinor * 0.05);
      }
    }
    expect(orders.some((o) => o.paidMinor > 0)).toBe(true);
    expect(orders.some((o) => o.receivedValueMinor > o.paidMinor)).toBe(true);
  });

  it("stamps each order by the owner, in the past, in the order it happened", async () => {
    const { orders, ownerId } = await read();
    const now = Date.now();
    for (const o of orders) {
      const po = `PO ${o.number}`;
      expect(o.createdBy, po).toBe(ownerId);
      expect(o.orderedAt === null, po).toBe(o.status === "draft");
      expect(o.receivedAt !== null, po).toBe(o.status === "received");
      expect(o.cancelledAt !== null, po).toBe(o.status === "cancelled");
      const stamps = [o.createdAt, o.orderedAt, o.receivedAt ?? o.cancelledAt].flatMap((d) => (d ? [d.getTime()] : []));
      expect(stamps, po).toEqual([...stamps].sort((a, b) => a - b));
      expect(Math.max(...stamps, o.updatedAt.getTime()), po).toBeLessThan(now);
    }
    const byNumber = [...orders].sort((a, b) => a.number - b.number).map((o) => o.createdAt.getTime());
    expect(byNumber).toEqual([...byNumber].sort((a, b) => a - b));
  });

  it("has a receipt for every unit received, at the order's branch, while the order was open", async () => {
    const { orders, lines, moves, ownerId } = await read();
    const receipts = moves.filter((m) => m.reason === "receipt");
    expect(receipts.length).toBeGreaterThan(10);
    for (const m of receipts) {
      const order = orders.find((o) => o.id === m.stockOrderId);
      expect(order?.branchId).toBe(m.branchId);
      expect(lines.some((l) => l.stockOrderId === m.stockOrderId && l.variantId === m.variantId)).toBe(true);
      expect(m.createdBy).toBe(ownerId);
      expect(m.createdAt.getTime()).toBeGreaterThan(order?.orderedAt?.getTime() ?? Infinity);
      const closed = order?.receivedAt ?? order?.cancelledAt ?? new Date();
      expect(m.createdAt.getTime()).toBeLessThanOrEqual(closed.getTime());
    }
    for (const l of lines) {
      const own = receipts.filter((m) => m.stockOrderId === l.stockOrderId && m.variantId === l.variantId);
      expect(sum(own.map((m) => m.quantityChange)), l.name).toBe(l.receivedQuantity);
    }
  });

  it("has hand adjustments of each kind, with a note, who made them and when", async () => {
    const { moves } = await read();
    const adjustments = moves.filter((m) => m.reason === "adjustment");
    for (const reason of ["count", "damage", "theft_or_loss", "return_stock"]) {
      expect(
        adjustments.some((m) => m.adjustmentReason === reason),
        reason,
      ).toBe(true);
    }
    for (const m of adjustments) {
      expect(STOCK_ADJUSTMENT_REASONS).toContain(m.adjustmentReason);
      expect(m.note?.length).toBeGreaterThan(10);
      expect(m.createdBy).not.toBeNull();
      expect(m.createdAt.getTime()).toBeLessThan(Date.now());
      expect(m.quantityChange).not.toBe(0);
    }
  });

  it("keeps every stock row at its opening plus its movements, never below zero at any moment", async () => {
    const [rows, variants, places, { moves }] = await Promise.all([
      t.db.select().from(variantStock),
      t.db.select().from(productVariants),
      t.db.select().from(branches),
      read(),
    ]);
    const opening = demoOpeningStock();
    for (const row of rows) {
      const sku = variants.find((v) => v.id === row.variantId)?.sku ?? "";
      const branch = places.find((b) => b.id === row.branchId)?.branchNameEnglish;
      const start = opening.get(sku)?.[branch === "Gulberg" ? "gulberg" : "modelTown"];
      const own = moves.filter((m) => m.variantId === row.variantId && m.branchId === row.branchId);
      expect(row.quantity, `${sku} at ${branch}`).toBe((start ?? NaN) + sum(own.map((m) => m.quantityChange)));
      let units = start ?? 0;
      const moments = [...new Set(own.map((m) => m.createdAt.getTime()))].sort((a, b) => a - b);
      for (const moment of moments) {
        units += sum(own.filter((m) => m.createdAt.getTime() === moment).map((m) => m.quantityChange));
        expect(units, `${sku} at ${branch} on ${new Date(moment).toISOString()}`).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it("leaves a few rows under their product's low-stock level, none empty", async () => {
    const [rows, variants, items] = await Promise.all([
      t.db.select().from(variantStock),
      t.db.select().from(productVariants),
      t.db.select().from(products),
    ]);
    const levelOf = (variantId: string) =>
      items.find((p) => p.id === variants.find((v) => v.id === variantId)?.productId)?.lowStockLevel ?? 0;
    const low = rows.filter((r) => r.quantity < levelOf(r.variantId));
    expect(low.length).toBeGreaterThanOrEqual(2);
    for (const r of low) expect(r.quantity).toBeGreaterThan(0);
  });
});

describe("the demo inventory through the API", () => {
  async function ownerToken() {
    const res = await t.api.call(authEndpoints.login, {
      body: { email: DEMO_SHOP.email, password: DEMO_SHOP.password },
    });
    expect(res.status, res.body.message).toBe(200);
    return res.body.result.token;
  }

  it("lists low stock, every order, and what is owed to a supplier", async () => {
    const token = await ownerToken();
    const low = await t.api.call(stockEndpoints.list, { token, query: { page: 1, limit: 50, low: "true" } });
    expect(low.status, low.body.message).toBe(200);
    expect(low.body.result.total).toBeGreaterThan(0);
    const orders = await t.api.call(stockOrderEndpoints.list, { token, query: { page: 1, limit: 50 } });
    expect(orders.status, orders.body.message).toBe(200);
    expect(orders.body.result.total).toBe((await t.db.select().from(stockOrders)).length);
    for (const o of orders.body.result.items) {
      const one = await t.api.call(stockOrderEndpoints.get, { token, params: { id: o._id } });
      expect(one.status, one.body.message).toBe(200);
    }
    const owing = await t.db.select().from(suppliers);
    const mughal = owing.find((s) => s.name === "Mughal Filter House");
    const detail = await t.api.call(supplierEndpoints.get, { token, params: { id: mughal?.id ?? "" } });
    expect(detail.status, detail.body.message).toBe(200);
    expect(detail.body.result.owed).toBeGreaterThan(0);
  });
});
