import { ORDER_STATUSES, authEndpoints, orderEndpoints, orderStockHold, type OrderStatus } from "@pitlane/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { createPinHasher, loadPinSecret } from "../../platform/pin-hash.js";
import { useTestApp } from "../../test/app.js";
import {
  invoices,
  orderPackages,
  orderProducts,
  orderShipments,
  orders,
  payments,
  stockMovements,
  variantStock,
} from "../schema/index.js";
import { DEMO_SHOP, seedDemoData } from "./demo.js";

const t = useTestApp();
beforeAll(async () => {
  expect(await seedDemoData(t.db, createPinHasher(loadPinSecret(t.config)))).toBe(true);
});

const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);
const DAY_MS = 86_400_000;

async function read() {
  const [rows, products, kits, shipments, bills, paid, moves, stock] = await Promise.all([
    t.db.select().from(orders),
    t.db.select().from(orderProducts),
    t.db.select().from(orderPackages),
    t.db.select().from(orderShipments),
    t.db.select().from(invoices),
    t.db.select().from(payments),
    t.db.select().from(stockMovements),
    t.db.select().from(variantStock),
  ]);
  return { rows, products, kits, shipments, bills, paid, moves, stock };
}

describe("the demo customer orders", () => {
  it("has a month of delivery and pickup orders in every status, numbered oldest first", async () => {
    const { rows, kits } = await read();
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(rows.length).toBeLessThanOrEqual(60);
    for (const status of ORDER_STATUSES)
      expect(rows.filter((o) => o.status === status).length, status).toBeGreaterThan(0);
    expect(new Set(rows.map((o) => o.kind))).toEqual(new Set(["delivery", "pickup"]));
    const byNumber = [...rows].sort((a, b) => a.number - b.number);
    expect(byNumber.map((o) => o.number)).toEqual(rows.map((_, i) => i + 1));
    const placed = byNumber.map((o) => o.createdAt.getTime());
    expect(placed).toEqual([...placed].sort((a, b) => a - b));
    expect(Math.min(...placed)).toBeGreaterThan(Date.now() - 40 * DAY_MS);
    expect(kits.length).toBeGreaterThan(0);
  });

  it("cancels some before confirming, one after, and one after it shipped", async () => {
    const { rows, moves } = await read();
    const cancelled = rows.filter((o) => o.status === "cancelled");
    expect(cancelled.every((o) => o.cancelReason && o.cancelledAt)).toBe(true);
    expect(cancelled.filter((o) => !o.confirmedAt).length).toBeGreaterThanOrEqual(2);
    expect(cancelled.some((o) => o.confirmedAt && !o.dispatchedAt)).toBe(true);
    const returned = cancelled.find((o) => o.dispatchedAt);
    const own = moves.filter((m) => m.orderId === returned?.id);
    expect(own.some((m) => m.quantityChange > 0)).toBe(true);
    expect(sum(own.map((m) => m.quantityChange))).toBe(0);
  });

  it("stamps each step in order, in the past, with pickups in working hours", async () => {
    const { rows } = await read();
    for (const o of rows) {
      const at = [o.createdAt, o.confirmedAt, o.packedAt, o.dispatchedAt, o.completedAt ?? o.cancelledAt];
      const stamps = at.flatMap((d) => (d ? [d.getTime()] : []));
      expect(stamps, `ORD ${o.number}`).toEqual([...stamps].sort((a, b) => a - b));
      expect(o.updatedAt.getTime()).toBe(Math.max(...stamps));
      expect(o.updatedAt.getTime()).toBeLessThan(Date.now());
      if (o.kind === "delivery") expect(o.deliveryAddress).toMatch(/, Lahore$/);
      if (o.kind === "pickup") expect(o.pickupTime).toMatch(/^(09|1[0-7]):(00|30)$/);
    }
  });

  it("has shipment details on every shipped order and some packed ones", async () => {
    const { rows, shipments } = await read();
    for (const o of rows.filter((r) => r.kind === "delivery" && r.dispatchedAt)) {
      const shipment = shipments.find((s) => s.orderId === o.id);
      expect(shipment, `ORD ${o.number}`).toBeDefined();
      expect(["TCS", "Leopards Courier", "M&P", "Trax"]).toContain(shipment?.courierCompany);
      expect(shipment?.trackingNumber).toMatch(/^[A-Z0-9]{10,}$/);
      expect(shipment?.estimatedDeliveryDate).not.toBeNull();
      expect(shipment?.updatedAt.getTime()).toBeLessThan(o.dispatchedAt?.getTime() ?? 0);
    }
    const packed = rows.filter((o) => o.status === "packed" && o.kind === "delivery");
    expect(packed.some((o) => shipments.some((s) => s.orderId === o.id))).toBe(true);
    expect(shipments.every((s) => rows.find((o) => o.id === s.orderId)?.kind === "delivery")).toBe(true);
  });

  it("invoices each delivered or picked-up order at completion, paid in full, in part or not yet", async () => {
    const { rows, bills, paid } = await read();
    for (const o of rows) {
      const own = bills.filter((b) => b.orderId === o.id);
      const completed = o.status === "delivered" || o.status === "picked_up";
      expect(own, `ORD ${o.number}`).toHaveLength(completed ? 1 : 0);
      if (!completed) continue;
      expect(own[0]?.totalMinor).toBe(o.totalMinor);
      expect(own[0]?.issuedAt.getTime()).toBe(o.completedAt?.getTime());
    }
    const billed = bills.filter((b) => b.orderId);
    for (const status of ["paid", "partial", "unpaid"]) {
      expect(billed.filter((b) => b.paymentStatus === status).length, status).toBeGreaterThan(0);
    }
    for (const b of billed)
      expect(sum(paid.filter((p) => p.invoiceId === b.id).map((p) => p.amountMinor))).toBe(b.paidMinor);
    const issued = [...bills].sort((a, b) => a.number - b.number).map((b) => b.issuedAt.getTime());
    expect(issued).toEqual([...issued].sort((a, b) => a - b));
  });

  it("holds exactly the units of confirmed, packed and ready orders, and sent what left", async () => {
    const { rows, products, moves, stock } = await read();
    const status = new Map(rows.map((o) => [o.id, o.status as OrderStatus]));
    const branch = new Map(rows.map((o) => [o.id, o.branchId]));
    for (const s of stock) {
      const mine = products.filter(
        (p) => p.variantId === s.variantId && branch.get(p.orderId) === s.branchId && p.holdsStock,
      );
      const holding = mine.filter((p) => orderStockHold(status.get(p.orderId) ?? "placed") === "reserved");
      expect(s.reserved).toBe(sum(holding.map((p) => p.quantity)));
      expect(s.reserved).toBeLessThanOrEqual(s.quantity);
    }
    expect(stock.some((s) => s.reserved > 0)).toBe(true);
    for (const o of rows) {
      const sent = sum(moves.filter((m) => m.orderId === o.id).map((m) => -m.quantityChange));
      const taken = orderStockHold(o.status as OrderStatus) === "taken";
      expect(sent, `ORD ${o.number}`).toBe(taken ? o.units : 0);
    }
  });
});

describe("the demo customer orders through the API", () => {
  it("lists every order and opens each with its next steps", async () => {
    const login = await t.api.call(authEndpoints.login, {
      body: { email: DEMO_SHOP.email, password: DEMO_SHOP.password },
    });
    const token = login.body.result.token;
    const list = await t.api.call(orderEndpoints.list, { token, query: { page: 1, limit: 100 } });
    expect(list.status, list.body.message).toBe(200);
    expect(list.body.result.total).toBe((await t.db.select().from(orders)).length);
    for (const o of list.body.result.items.slice(0, 12)) {
      const one = await t.api.call(orderEndpoints.get, { token, params: { id: o._id } });
      expect(one.status, one.body.message).toBe(200);
    }
  });
});
