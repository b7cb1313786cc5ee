import { productEndpoints, type ProductDto } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createCategory, createProduct, createVariant } from "../../../test/factories/catalog.js";
import { createBranch, createShop, createStaffUser } from "../../../test/factories/shop.js";
import { itRefusesLikeEveryByBranch, itRefusesLikeEveryList } from "../../../test/refusals.js";

const t = useTestApp();
const { list, byShop, byBranch } = productEndpoints;
const names = (items: { name: string }[]) => items.map((p) => p.name);

describe("GET product/get-all", () => {
  itRefusesLikeEveryList(t, list, { permission: "products.view", permissions: ["services.view"] });

  it("never shows another shop's products, not even by searching for them", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const own = await createProduct(t, shop.shopId, { name: "Own Oil" });
    await createProduct(t, other.shopId, { name: "Foreign Oil" });
    const all = await t.api.call(list, { token: shop.token });
    expect(all.body.result).toMatchObject({ total: 1, page: 1, limit: 10 });
    expect(all.body.result.items.map((p) => p._id)).toEqual([own.id]);
    const searched = await t.api.call(list, { token: shop.token, query: { search: "Foreign" } });
    expect(searched.body.result).toMatchObject({ items: [], total: 0 });
  });

  it("shows each row's variants count, price range and stock total, zero for a product without variants", async () => {
    const shop = await createShop(t);
    const [north, south] = [await createBranch(t, shop.shopId), await createBranch(t, shop.shopId)];
    const oil = await createProduct(t, shop.shopId, { name: "Oil" });
    await createVariant(t, shop.shopId, oil.id, {
      priceMinor: 120_000,
      stock: [
        { branchId: north.id, quantity: 2 },
        { branchId: south.id, quantity: 5 },
      ],
    });
    await createVariant(t, shop.shopId, oil.id, { priceMinor: 450_000, stock: [{ branchId: south.id, quantity: 1 }] });
    await createProduct(t, shop.shopId, { name: "Wipers" });
    const res = await t.api.call(list, { token: shop.token, query: { sort: "name", order: "asc" } });
    const pick = ({ name, variants_count, stock_total, price_min, price_max }: ProductDto) => ({
      name,
      variants_count,
      stock_total,
      price_min,
      price_max,
    });
    expect(res.body.result.items.map(pick)).toEqual([
      { name: "Oil", variants_count: 2, stock_total: 8, price_min: 1200, price_max: 4500 },
      { name: "Wipers", variants_count: 0, stock_total: 0, price_min: null, price_max: null },
    ]);
  });

  it("searches name and brand, ignoring case, and filters by category, branch and status", async () => {
    const shop = await createShop(t);
    const branch = await createBranch(t, shop.shopId);
    const lubricants = await createCategory(t, shop.shopId, { kind: "products" });
    const tyres = await createCategory(t, shop.shopId, { kind: "products" });
    await createProduct(t, shop.shopId, { name: "Engine Oil", brand: "Castrol", categoryId: lubricants.id });
    await createProduct(t, shop.shopId, {
      name: "Gear Oil",
      brand: "Shell",
      categoryId: lubricants.id,
      active: false,
      branchIds: [branch.id],
    });
    await createProduct(t, shop.shopId, { name: "Tyre 195/65", brand: "Michelin", categoryId: tyres.id });
    const query = async (q: Record<string, string>) =>
      names(
        (await t.api.call(list, { token: shop.token, query: { sort: "name", order: "asc", ...q } })).body.result.items,
      );
    expect(await query({ search: "OIL" })).toEqual(["Engine Oil", "Gear Oil"]);
    expect(await query({ search: "michelin" })).toEqual(["Tyre 195/65"]);
    expect(await query({ category_id: tyres.id })).toEqual(["Tyre 195/65"]);
    expect(await query({ branch_id: branch.id })).toEqual(["Gear Oil"]);
    expect(await query({ status: "active" })).toEqual(["Engine Oil", "Tyre 195/65"]);
    expect(await query({ status: "inactive", category_id: lubricants.id })).toEqual(["Gear Oil"]);
  });

  it("paginates and sorts, newest first by default", async () => {
    const shop = await createShop(t);
    for (const [i, name] of ["Charlie", "Alpha", "Bravo"].entries()) {
      await createProduct(t, shop.shopId, { name, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) });
    }
    const newest = await t.api.call(list, { token: shop.token });
    expect(names(newest.body.result.items)).toEqual(["Bravo", "Alpha", "Charlie"]);
    const second = await t.api.call(list, {
      token: shop.token,
      query: { sort: "name", order: "asc", limit: 2, page: 2 },
    });
    expect(second.body.result).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(names(second.body.result.items)).toEqual(["Charlie"]);
  });
});

describe("GET product/get-all-product-by-shop-id", () => {
  it("answers 401 without a session and 403 without products.view", async () => {
    const shop = await createShop(t);
    expect((await t.api.call(byShop)).status).toBe(401);
    const staff = await createStaffUser(t, shop.shopId, { permissions: [] });
    expect((await t.api.call(byShop, { token: staff.token })).status).toBe(403);
  });

  it("lists every product of the shop by name, inactive ones too, up to the reference limit", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    await createProduct(t, shop.shopId, { name: "Wipers", active: false });
    await createProduct(t, shop.shopId, { name: "Air Filter" });
    await createProduct(t, other.shopId, { name: "Brake Pads" });
    const res = await t.api.call(byShop, { token: shop.token });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ total: 2, page: 1, limit: 9999 });
    expect(names(res.body.result.items)).toEqual(["Air Filter", "Wipers"]);
    const searched = await t.api.call(byShop, { token: shop.token, query: { search: "wip" } });
    expect(names(searched.body.result.items)).toEqual(["Wipers"]);
  });
});

describe("GET product/get-all-products-by-shop-branch-id", () => {
  itRefusesLikeEveryByBranch(t, byBranch, { permission: "products.view", permissions: ["packages.view"] });

  it("offers the variants of the active products sold at the branch, with that branch's stock", async () => {
    const shop = await createShop(t);
    const [north, south] = [await createBranch(t, shop.shopId), await createBranch(t, shop.shopId)];
    const oil = await createProduct(t, shop.shopId, { name: "Engine Oil", branchIds: [north.id, south.id] });
    const litre = await createVariant(t, shop.shopId, oil.id, {
      name: "1 litre",
      priceMinor: 250_000,
      discountType: 1,
      discountValue: 300_000,
      stock: [
        { branchId: north.id, quantity: 3 },
        { branchId: south.id, quantity: 9 },
      ],
    });
    const can = await createVariant(t, shop.shopId, oil.id, { name: "4 litres", priceMinor: 900_000 });
    await createProduct(t, shop.shopId, { name: "Retired", active: false, branchIds: [north.id] }).then((p) =>
      createVariant(t, shop.shopId, p.id),
    );
    await createProduct(t, shop.shopId, { name: "South only", branchIds: [south.id] }).then((p) =>
      createVariant(t, shop.shopId, p.id),
    );
    const res = await t.api.call(byBranch, { token: shop.token, query: { branch_id: north.id } });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual([
      {
        _id: litre.id,
        product_id: oil.id,
        product_name: "Engine Oil",
        name: "1 litre",
        price: 2500,
        discount_type: 1,
        discount_value: 3000,
        // A discount larger than the price leaves the line at zero, never below (spec 000 section 5).
        discounted_price: 0,
        track_stock: true,
        quantity: 3,
      },
      {
        _id: can.id,
        product_id: oil.id,
        product_name: "Engine Oil",
        name: "4 litres",
        price: 9000,
        discount_type: null,
        discount_value: 0,
        discounted_price: 9000,
        track_stock: true,
        quantity: 0,
      },
    ]);
  });
});
