import { randomUUID } from "node:crypto";
import { stockEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { productBranches } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createSaleShop, type SaleShop } from "../../../test/factories/invoice.js";
import { createBranch, createShop, createStaffUser } from "../../../test/factories/shop.js";
import { FORBIDDEN, itRefusesWithoutSession, refusalEnvelope, refusalsOf } from "../../../test/refusals.js";
import { expectStockMovedAsRecorded, readStockBook, unitsInStock } from "../../../test/stock-book.js";

/**
 * Transfers between branches. The sale shop holds 10 litres of engine oil at Gulberg; here it also
 * sells them at a second branch, Johar Town, holding none. On PostgreSQL (CI runs this file there
 * too) the parallel ones truly run side by side; after each test every branch's stock changed by
 * exactly its recorded movements.
 */
const t = useTestApp();
const { transfer, movements } = stockEndpoints;

async function twoBranches() {
  const s = await createSaleShop(t);
  const johar = await createBranch(t, s.shop.shopId, {
    branchNameEnglish: "Johar Town",
    branchNameArabic: "جوہر ٹاؤن",
  });
  await t.db.insert(productBranches).values({ shopId: s.shop.shopId, productId: s.oil.id, branchId: johar.id });
  const before = await readStockBook(t, s.shop.shopId);
  const check = () => expectStockMovedAsRecorded(t, s.shop.shopId, before);
  return { s, johar, check };
}

const stockAt = (s: SaleShop, branchId: string) => unitsInStock(t, s.litre.id, branchId);

const body = (s: SaleShop, to: string, overrides: Record<string, unknown> = {}) => ({
  variant_id: s.litre.id,
  from_branch_id: s.branch.id,
  to_branch_id: to,
  quantity: 4,
  note: "For the weekend rush",
  ...overrides,
});

describe("POST stock/transfer-stock", () => {
  itRefusesWithoutSession(t, transfer, () => ({
    body: { variant_id: randomUUID(), from_branch_id: randomUUID(), to_branch_id: randomUUID(), quantity: 1 },
  }));

  it("moves units out of one branch and into the other, each with a movement naming the other branch", async () => {
    const { s, johar, check } = await twoBranches();
    const res = await t.api.call(transfer, { token: s.shop.token, body: body(s, johar.id) });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      variant_id: s.litre.id,
      quantity: 4,
      from: { branch_id: s.branch.id, quantity: 6 },
      to: { branch_id: johar.id, quantity: 4 },
    });
    expect(await stockAt(s, s.branch.id)).toBe(6);
    expect(await stockAt(s, johar.id)).toBe(4);
    const history = await t.api.call(movements, { token: s.shop.token, query: { variant_id: s.litre.id } });
    const rows = history.body.result.items.map((m) => [
      m.branch_name,
      m.reason,
      m.quantity_change,
      m.other_branch_name,
      m.note,
    ]);
    expect(rows).toEqual(
      expect.arrayContaining([
        ["Gulberg", "transfer", -4, "Johar Town", "For the weekend rush"],
        ["Johar Town", "transfer", 4, "Gulberg", "For the weekend rush"],
      ]),
    );
    await check();
  });

  it("answers 400 naming the field, and moves nothing", async () => {
    const { s, johar, check } = await twoBranches();
    const refuse = refusalsOf(t, transfer, { token: s.shop.token });
    await refuse(body(s, s.branch.id), "to_branch_id: must be another branch than the one the stock leaves");
    await refuse(body(s, johar.id, { quantity: 0 }), "quantity: must be at least 1");
    await refuse(body(s, johar.id, { from_branch_id: "gulberg" }), "from_branch_id: must be a valid id");
    await refuse(body(s, johar.id, { note: "x".repeat(501) }), "note: is too long");
    const elsewhere = await createBranch(t, s.shop.shopId);
    await refuse(body(s, elsewhere.id), "to_branch_id: does not sell this product");
    expect(await stockAt(s, s.branch.id)).toBe(10);
    await check();
  });

  it("answers 409 for more units than the branch holds and for a product that keeps no count", async () => {
    const { s, johar, check } = await twoBranches();
    const short = await t.api.call(transfer, { token: s.shop.token, body: body(s, johar.id, { quantity: 11 }) });
    expect(short.body).toEqual(refusalEnvelope(409, "Not enough stock of Engine oil (1 litre) at this branch"));
    const untracked = await t.api.call(transfer, {
      token: s.shop.token,
      body: body(s, johar.id, { variant_id: s.scent.id }),
    });
    expect(untracked.body).toEqual(
      refusalEnvelope(409, "This product keeps no stock count: switch on stock tracking first"),
    );
    expect(await stockAt(s, johar.id)).toBe(0);
    await check();
  });

  it("answers 403 without stock.adjust_stock and 404 for another shop's variant or branch", async () => {
    const { s, johar } = await twoBranches();
    const staff = await createStaffUser(t, s.shop.shopId, { permissions: ["stock.view", "stock.edit"] });
    expect((await t.api.call(transfer, { token: staff.token, body: body(s, johar.id) })).body).toEqual(FORBIDDEN);
    const other = await createShop(t);
    const hidden = await t.api.call(transfer, { token: other.token, body: body(s, johar.id) });
    expect(hidden.body).toEqual(refusalEnvelope(404, "Variant not found"));
    const theirs = await createBranch(t, other.shopId);
    const away = await t.api.call(transfer, { token: s.shop.token, body: body(s, theirs.id) });
    expect(away.body).toEqual(refusalEnvelope(404, "Branch not found"));
    expect(await stockAt(s, s.branch.id)).toBe(10);
  });

  it("never deadlocks or goes below zero when transfers run both ways at once", async () => {
    const { s, johar, check } = await twoBranches();
    const there = () => t.api.call(transfer, { token: s.shop.token, body: body(s, johar.id, { quantity: 3 }) });
    const back = () =>
      t.api.call(transfer, {
        token: s.shop.token,
        body: body(s, johar.id, { from_branch_id: johar.id, to_branch_id: s.branch.id, quantity: 2 }),
      });
    const results = await Promise.all([there(), back(), there(), back(), there(), back(), there(), back()]);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const gulberg = await stockAt(s, s.branch.id);
    const joharTown = await stockAt(s, johar.id);
    expect(gulberg + joharTown).toBe(10);
    expect(Math.min(gulberg, joharTown)).toBeGreaterThanOrEqual(0);
    await check();
  });
});
