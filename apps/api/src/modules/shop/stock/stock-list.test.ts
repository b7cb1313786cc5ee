import { stockEndpoints, variantEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { productBranches, products } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createVariant } from "../../../test/factories/catalog.js";
import { createSaleShop } from "../../../test/factories/invoice.js";
import { createBranch, createShop } from "../../../test/factories/shop.js";
import { itAnswersAnEmptyFirstPage } from "../../../test/lists.js";
import { itRefusesLikeEveryList } from "../../../test/refusals.js";

/** The sale shop: 10 litres of engine oil (cost 300.00 each) at Gulberg; an air freshener that keeps no count. */
const t = useTestApp();
const { list, adjust } = stockEndpoints;

describe("GET stock/get-all-stock-by-shop-id", () => {
  itRefusesLikeEveryList(t, list, { permission: "stock.view" });
  itAnswersAnEmptyFirstPage(t, list, "products");

  it("lists each counted variant at each branch that sells it, with its value at cost, and nothing of another shop", async () => {
    const s = await createSaleShop(t);
    const mall = await createBranch(t, s.shop.shopId, { branchNameEnglish: "Mall Road", branchNameArabic: "مول روڈ" });
    await t.db.insert(productBranches).values({ shopId: s.shop.shopId, productId: s.oil.id, branchId: mall.id });
    const res = await t.api.call(list, { token: s.shop.token });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ total: 2, page: 1, limit: 10 });
    expect(res.body.result.items).toEqual([
      {
        variant_id: s.litre.id,
        product_id: s.oil.id,
        product_name: "Engine oil",
        variant_name: "1 litre",
        sku: null,
        branch_id: s.branch.id,
        branch_name: "Gulberg",
        branch_name_arabic: "جلبرج",
        quantity: 10,
        reserved: 0,
        available: 10,
        low_stock_level: 0,
        is_low: false,
        unit_cost: 300,
        value: 3000,
      },
      expect.objectContaining({ branch_name: "Mall Road", quantity: 0, value: 0 }),
    ]);
    const other = await createShop(t);
    expect((await t.api.call(list, { token: other.token })).body.result.total).toBe(0);
  });

  it("filters by branch, by a part of the name or SKU, and to the rows at or under the reorder level", async () => {
    const s = await createSaleShop(t);
    const can = await createVariant(t, s.shop.shopId, s.oil.id, {
      name: "4 litre can",
      sku: "EO-4L",
      stock: [{ branchId: s.branch.id, quantity: 3 }],
    });
    const names = async (query: Record<string, string>) =>
      (await t.api.call(list, { token: s.shop.token, query })).body.result.items.map((r) => r.variant_name);
    expect(await names({})).toEqual(["1 litre", "4 litre can"]);
    expect(await names({ search: "eo-4" })).toEqual(["4 litre can"]);
    expect(await names({ search: "engine" })).toEqual(["1 litre", "4 litre can"]);
    expect(await names({ branch_id: s.branch.id, search: "1 lit" })).toEqual(["1 litre"]);
    expect(await names({ variant_id: can.id })).toEqual(["4 litre can"]);
    // No level set: nothing is low.
    expect(await names({ low: "true" })).toEqual([]);
    await t.db.update(products).set({ lowStockLevel: 5 }).where(eq(products.id, s.oil.id));
    expect(await names({ low: "true" })).toEqual(["4 litre can"]);
    // Taking the litres down to the level makes them low too.
    await t.api.call(adjust, {
      token: s.shop.token,
      body: { branch_id: s.branch.id, variant_id: s.litre.id, reason: "count", quantity: 5 },
    });
    const low = (await t.api.call(list, { token: s.shop.token, query: { low: "true" } })).body.result;
    expect(low.items.map((r) => [r.variant_name, r.quantity, r.is_low])).toEqual([
      ["1 litre", 5, true],
      ["4 litre can", 3, true],
    ]);
    expect(can.id).toBe(low.items[1]!.variant_id);
  });

  it("reads a variant's own reorder level before its product's, set and cleared through the variant", async () => {
    const s = await createSaleShop(t);
    await t.db.update(products).set({ lowStockLevel: 12 }).where(eq(products.id, s.oil.id));
    const low = async () =>
      (await t.api.call(list, { token: s.shop.token, query: { low: "true" } })).body.result.items.map((r) => [
        r.variant_name,
        r.low_stock_level,
      ]);
    expect(await low()).toEqual([["1 litre", 12]]);
    const setLevel = (reorder_level: number | null) =>
      t.api.call(variantEndpoints.update, { token: s.shop.token, params: { id: s.litre.id }, body: { reorder_level } });
    expect((await setLevel(4)).body.result.reorder_level).toBe(4);
    expect(await low()).toEqual([]);
    expect((await setLevel(null)).body.result.reorder_level).toBeNull();
    expect(await low()).toEqual([["1 litre", 12]]);
    expect((await setLevel(-1)).status).toBe(400);
  });
});
