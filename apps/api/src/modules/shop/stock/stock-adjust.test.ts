import { randomUUID } from "node:crypto";
import { stockEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { stockMovements } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createSaleShop, type SaleShop } from "../../../test/factories/invoice.js";
import { createShop, createStaffUser } from "../../../test/factories/shop.js";
import { FORBIDDEN, itRefusesWithoutSession, refusalEnvelope, refusalsOf } from "../../../test/refusals.js";
import { unitsInStock } from "../../../test/stock-book.js";

/**
 * Hand adjustments of a branch's stock. The sale shop has 10 litres of engine oil at Gulberg, and an
 * air freshener that keeps no count. On PostgreSQL (CI runs this file there too) the parallel ones
 * truly run side by side.
 */
const t = useTestApp();
const { adjust, movements } = stockEndpoints;

const body = (s: SaleShop, overrides: Record<string, unknown> = {}) => ({
  branch_id: s.branch.id,
  variant_id: s.litre.id,
  reason: "damage",
  quantity: 2,
  note: "Two cans dented in delivery",
  ...overrides,
});

const stockOf = (s: SaleShop) => unitsInStock(t, s.litre.id, s.branch.id);

const movementsOf = async (s: SaleShop) =>
  t.db.select().from(stockMovements).where(eq(stockMovements.variantId, s.litre.id));

describe("POST stock/adjust-stock", () => {
  itRefusesWithoutSession(t, adjust, () => ({
    body: { branch_id: randomUUID(), variant_id: randomUUID(), reason: "count", quantity: 1 },
  }));

  it("answers 400 naming the field, and moves nothing", async () => {
    const s = await createSaleShop(t);
    const refuse = refusalsOf(t, adjust, { token: s.shop.token });
    await refuse(body(s, { reason: "recieved" }), "reason: is not one of the choices");
    await refuse(body(s, { quantity: 0 }), "quantity: must be at least 1");
    await refuse(body(s, { quantity: -3 }), "quantity: must be at least 0");
    await refuse(body(s, { quantity: 1.5 }), "quantity: must be a whole number");
    await refuse(body(s, { reason: "correction" }), "direction: is required");
    await refuse(body(s, { variant_id: "oil" }), "variant_id: must be a valid id");
    await refuse(body(s, { note: "x".repeat(501) }), "note: is too long");
    expect(await stockOf(s)).toBe(10);
    expect(await movementsOf(s)).toEqual([]);
  });

  it("answers 403 for a user without stock.adjust_stock, and moves nothing", async () => {
    const s = await createSaleShop(t);
    const staff = await createStaffUser(t, s.shop.shopId, { permissions: ["stock.view", "stock.edit"] });
    const res = await t.api.call(adjust, { token: staff.token, body: body(s) });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect(await stockOf(s)).toBe(10);
  });

  it("answers 404 for another shop's variant or branch, and moves nothing", async () => {
    const s = await createSaleShop(t);
    const other = await createShop(t);
    for (const [overrides, message] of [
      [{}, "Variant not found"],
      [{ variant_id: randomUUID() }, "Variant not found"],
    ] as const) {
      const res = await t.api.call(adjust, { token: other.token, body: body(s, overrides) });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(refusalEnvelope(404, message));
    }
    const elsewhere = await t.api.call(adjust, { token: s.shop.token, body: body(s, { branch_id: randomUUID() }) });
    expect(elsewhere.body).toEqual(refusalEnvelope(404, "Branch not found"));
    expect(await stockOf(s)).toBe(10);
  });

  it("takes units out for a damage, puts them in for a receipt, and records each with its reason, note and maker", async () => {
    const s = await createSaleShop(t);
    const damaged = await t.api.call(adjust, { token: s.shop.token, body: body(s) });
    expect(damaged.status).toBe(200);
    expect(damaged.body.result).toEqual({
      variant_id: s.litre.id,
      branch_id: s.branch.id,
      quantity_change: -2,
      quantity: 8,
    });
    const received = await t.api.call(adjust, {
      token: s.shop.token,
      body: body(s, { reason: "received", quantity: 12, note: null }),
    });
    expect(received.body.result).toMatchObject({ quantity_change: 12, quantity: 20 });
    expect(await stockOf(s)).toBe(20);

    const history = await t.api.call(movements, { token: s.shop.token, query: { variant_id: s.litre.id } });
    expect(history.status).toBe(200);
    expect(history.body.result).toMatchObject({ total: 2, page: 1, limit: 20 });
    expect(history.body.result.items.map((m) => [m.quantity_change, m.reason, m.adjustment_reason, m.note])).toEqual([
      [12, "adjustment", "received", null],
      [-2, "adjustment", "damage", "Two cans dented in delivery"],
    ]);
    expect(history.body.result.items[0]).toMatchObject({ branch_name: "Gulberg", invoice_number: null });
    expect(history.body.result.items[0]!.created_by_name).toEqual(expect.any(String));
  });

  it("answers 409 for more units out than the branch holds, and takes none", async () => {
    const s = await createSaleShop(t);
    const res = await t.api.call(adjust, {
      token: s.shop.token,
      body: body(s, { reason: "theft_or_loss", quantity: 11 }),
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Not enough stock of ${s.oil.name} (${s.litre.name}) at this branch`);
    expect(await stockOf(s)).toBe(10);
    expect(await movementsOf(s)).toEqual([]);
  });

  it("sets a count's total and records the difference; a correction goes the way the user says", async () => {
    const s = await createSaleShop(t);
    const counted = await t.api.call(adjust, { token: s.shop.token, body: body(s, { reason: "count", quantity: 7 }) });
    expect(counted.body.result).toMatchObject({ quantity_change: -3, quantity: 7 });
    const corrected = await t.api.call(adjust, {
      token: s.shop.token,
      body: body(s, { reason: "correction", direction: "in", quantity: 1 }),
    });
    expect(corrected.body.result).toMatchObject({ quantity_change: 1, quantity: 8 });
    const empty = await t.api.call(adjust, { token: s.shop.token, body: body(s, { reason: "count", quantity: 0 }) });
    expect(empty.body.result).toMatchObject({ quantity_change: -8, quantity: 0 });
    expect(await stockOf(s)).toBe(0);
  });

  it("answers 409 for a product that keeps no stock count", async () => {
    const s = await createSaleShop(t);
    const res = await t.api.call(adjust, {
      token: s.shop.token,
      body: body(s, { variant_id: s.scent.id, reason: "addition", quantity: 5 }),
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This product keeps no stock count: switch on stock tracking first");
  });

  it("never takes stock below zero when adjustments are sent at once", async () => {
    const s = await createSaleShop(t);
    // 10 litres, 3 out each: three succeed, the rest find too little.
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.api.call(adjust, { token: s.shop.token, body: body(s, { reason: "subtraction", quantity: 3 }) }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
    expect(await stockOf(s)).toBe(1);
    expect((await movementsOf(s)).reduce((sum, m) => sum + m.quantityChange, 0)).toBe(-9);
  });
});

describe("GET stock/get-movements-by-variant-id", () => {
  itRefusesWithoutSession(t, movements, () => ({ query: { variant_id: randomUUID() } }));

  it("answers 403 without stock.view, and another shop sees none of the variant's movements", async () => {
    const s = await createSaleShop(t);
    await t.api.call(adjust, { token: s.shop.token, body: body(s) });
    const staff = await createStaffUser(t, s.shop.shopId, { permissions: ["stock.adjust_stock"] });
    const forbidden = await t.api.call(movements, { token: staff.token, query: { variant_id: s.litre.id } });
    expect(forbidden.status).toBe(403);
    const other = await createShop(t);
    const theirs = await t.api.call(movements, { token: other.token, query: { variant_id: s.litre.id } });
    expect(theirs.body.result).toMatchObject({ items: [], total: 0 });
    const bad = await t.api.call(movements, { token: s.shop.token, query: { variant_id: "oil" } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("variant_id: must be a valid id");
  });
});
