import { randomUUID } from "node:crypto";
import { categoryEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createCategory, createProduct, createService, createVariant } from "../../../test/factories/catalog.js";
import { createBranch, createShop, createStaffUser } from "../../../test/factories/shop.js";
import { refusalEnvelope } from "../../../test/refusals.js";

const t = useTestApp();
const { withServices, withServicesByBranch, withProducts, withProductsByBranch } = categoryEndpoints;

describe("GET category/categories-with-services and -by-branch-id", () => {
  it("answers 401 without a session", async () => {
    expect((await t.api.call(withServices)).status).toBe(401);
    const res = await t.api.call(withServicesByBranch, { query: { branch_id: randomUUID() } });
    expect(res.status).toBe(401);
  });

  it("answers 400 naming branch_id when it is missing or not a uuid", async () => {
    const shop = await createShop(t);
    // Sent as the schema would refuse them: typed as the valid query only to pass the client.
    for (const query of [{}, { branch_id: "main" }]) {
      const res = await t.api.call(withServicesByBranch, { token: shop.token, query: query as { branch_id: string } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(refusalEnvelope(400, "branch_id: must be a valid id"));
    }
  });

  it("answers 403 for a user without services.view", async () => {
    const shop = await createShop(t);
    const branch = await createBranch(t, shop.shopId);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["categories.view", "products.view"] });
    expect((await t.api.call(withServices, { token: staff.token })).status).toBe(403);
    const res = await t.api.call(withServicesByBranch, { token: staff.token, query: { branch_id: branch.id } });
    expect(res.status).toBe(403);
  });

  it("answers 404 for another shop's branch", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const foreign = await createBranch(t, other.shopId);
    const res = await t.api.call(withServicesByBranch, { token: shop.token, query: { branch_id: foreign.id } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(refusalEnvelope(404, "Branch not found"));
  });

  it("lists each services category with its active services, by name, prices in major units", async () => {
    const shop = await createShop(t);
    const wash = await createCategory(t, shop.shopId, { nameEnglish: "Wash", nameArabic: "غسيل" });
    const brakes = await createCategory(t, shop.shopId, { nameEnglish: "Brakes", nameArabic: "فرامل" });
    const onlyInactive = await createCategory(t, shop.shopId, { nameEnglish: "Retired" });
    await createCategory(t, shop.shopId, { nameEnglish: "Empty" });
    const foam = await createService(t, shop.shopId, { categoryId: wash.id, name: "Foam wash", priceMinor: 150_050 });
    const basic = await createService(t, shop.shopId, { categoryId: wash.id, name: "Basic wash", durationMinutes: 30 });
    const pads = await createService(t, shop.shopId, {
      categoryId: brakes.id,
      name: "Brake pads",
      durationMinutes: 90,
    });
    await createService(t, shop.shopId, { categoryId: onlyInactive.id, active: false });
    await createService(t, (await createShop(t)).shopId, { name: "Another shop's" });
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["services.view"] });
    const res = await t.api.call(withServices, { token: staff.token });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual([
      {
        _id: brakes.id,
        name_english: "Brakes",
        name_arabic: "فرامل",
        services: [{ _id: pads.id, name: "Brake pads", duration: 90, price: 1500 }],
      },
      {
        _id: wash.id,
        name_english: "Wash",
        name_arabic: "غسيل",
        services: [
          { _id: basic.id, name: "Basic wash", duration: 30, price: 1500 },
          { _id: foam.id, name: "Foam wash", duration: 60, price: 1500.5 },
        ],
      },
    ]);
  });

  it("by branch, keeps only the services offered at that branch", async () => {
    const shop = await createShop(t);
    const north = await createBranch(t, shop.shopId);
    const south = await createBranch(t, shop.shopId);
    const category = await createCategory(t, shop.shopId, { nameEnglish: "Service" });
    const both = await createService(t, shop.shopId, {
      categoryId: category.id,
      name: "A",
      branchIds: [north.id, south.id],
    });
    await createService(t, shop.shopId, { categoryId: category.id, name: "B", branchIds: [south.id] });
    await createService(t, shop.shopId, { categoryId: category.id, name: "C" });
    const res = await t.api.call(withServicesByBranch, { token: shop.token, query: { branch_id: north.id } });
    expect(res.body.result).toEqual([
      expect.objectContaining({ _id: category.id, services: [expect.objectContaining({ _id: both.id })] }),
    ]);
    const empty = await createBranch(t, shop.shopId);
    const none = await t.api.call(withServicesByBranch, { token: shop.token, query: { branch_id: empty.id } });
    expect(none.body.result).toEqual([]);
  });
});

describe("GET category/categories-with-products and -by-branch-id", () => {
  it("answers 401 without a session", async () => {
    expect((await t.api.call(withProducts)).status).toBe(401);
    expect((await t.api.call(withProductsByBranch, { query: { branch_id: randomUUID() } })).status).toBe(401);
  });

  it("answers 400 naming branch_id when it is not a uuid", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(withProductsByBranch, { token: shop.token, query: { branch_id: "1" } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("branch_id: must be a valid id");
  });

  it("answers 403 for a user without products.view", async () => {
    const shop = await createShop(t);
    const branch = await createBranch(t, shop.shopId);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["categories.view", "services.view"] });
    expect((await t.api.call(withProducts, { token: staff.token })).status).toBe(403);
    const res = await t.api.call(withProductsByBranch, { token: staff.token, query: { branch_id: branch.id } });
    expect(res.status).toBe(403);
  });

  it("answers 404 for another shop's branch", async () => {
    const shop = await createShop(t);
    const foreign = await createBranch(t, (await createShop(t)).shopId);
    const res = await t.api.call(withProductsByBranch, { token: shop.token, query: { branch_id: foreign.id } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Branch not found");
  });

  it("lists products categories with active products, their variants, discounts and total stock", async () => {
    const shop = await createShop(t);
    const north = await createBranch(t, shop.shopId);
    const south = await createBranch(t, shop.shopId);
    const oils = await createCategory(t, shop.shopId, { nameEnglish: "Oils", nameArabic: "زيوت", kind: "products" });
    const oil = await createProduct(t, shop.shopId, { categoryId: oils.id, name: "Engine oil", trackStock: true });
    const fixed = await createVariant(t, shop.shopId, oil.id, {
      name: "1 L",
      priceMinor: 50_000,
      discountType: 1,
      discountValue: 5_000,
      stock: [
        { branchId: north.id, quantity: 4 },
        { branchId: south.id, quantity: 6 },
      ],
    });
    const percent = await createVariant(t, shop.shopId, oil.id, {
      name: "4 L",
      priceMinor: 50_000,
      discountType: 2,
      discountValue: 1_250,
    });
    const retired = await createProduct(t, shop.shopId, { categoryId: oils.id, active: false });
    await createVariant(t, shop.shopId, retired.id);
    const res = await t.api.call(withProducts, { token: shop.token });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual([
      {
        _id: oils.id,
        name_english: "Oils",
        name_arabic: "زيوت",
        products: [
          {
            _id: oil.id,
            name: "Engine oil",
            variants: [
              {
                _id: fixed.id,
                product_id: oil.id,
                product_name: "Engine oil",
                name: "1 L",
                price: 500,
                discount_type: 1,
                discount_value: 50,
                discounted_price: 450,
                track_stock: true,
                quantity: 10,
              },
              expect.objectContaining({
                _id: percent.id,
                discount_type: 2,
                discount_value: 12.5,
                discounted_price: 437.5,
                quantity: 0,
              }),
            ],
          },
        ],
      },
    ]);
  });

  it("by branch, keeps only products sold there, with that branch's stock", async () => {
    const shop = await createShop(t);
    const north = await createBranch(t, shop.shopId);
    const south = await createBranch(t, shop.shopId);
    const parts = await createCategory(t, shop.shopId, { nameEnglish: "Parts", kind: "products" });
    const filter = await createProduct(t, shop.shopId, { categoryId: parts.id, branchIds: [north.id, south.id] });
    const variant = await createVariant(t, shop.shopId, filter.id, {
      stock: [
        { branchId: north.id, quantity: 3 },
        { branchId: south.id, quantity: 8 },
      ],
    });
    const southOnly = await createProduct(t, shop.shopId, { categoryId: parts.id, branchIds: [south.id] });
    await createVariant(t, shop.shopId, southOnly.id);
    const res = await t.api.call(withProductsByBranch, { token: shop.token, query: { branch_id: north.id } });
    expect(res.body.result).toHaveLength(1);
    expect(res.body.result[0]?.products).toEqual([
      { _id: filter.id, name: filter.name, variants: [expect.objectContaining({ _id: variant.id, quantity: 3 })] },
    ]);
  });
});
