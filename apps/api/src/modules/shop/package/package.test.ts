import { randomUUID } from "node:crypto";
import { packageEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { productBranches, serviceBranches, services } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createPackage, createProduct, createService, createVariant } from "../../../test/factories/catalog.js";
import { createBranch, createShop, createStaffUser } from "../../../test/factories/shop.js";
import { listTotal } from "../../../test/lists.js";
import {
  FORBIDDEN,
  itRefusesLikeEveryGet,
  itRefusesWithoutSession,
  refusalEnvelope,
  refusalsOf,
} from "../../../test/refusals.js";
import { createPackageCatalog, packageBody, savePackage } from "./package-fixtures.js";

const t = useTestApp();
const { save, get, list } = packageEndpoints;

describe("POST package/add-package (adding)", () => {
  itRefusesWithoutSession(
    t,
    save,
    () => ({ body: { name: "" } }),
    "answers 401 without a session, even when the body is invalid too",
  );

  it("answers 400 naming the field, and creates nothing", async () => {
    const c = await createPackageCatalog(t);
    const refuse = refusalsOf(t, save, { token: c.shop.token }, (overrides: Record<string, unknown>) =>
      packageBody(c, overrides),
    );
    await refuse({ name: "  " }, "name: is required");
    await refuse({ branch_id: "Gulberg" }, "branch_id: must be a valid id");
    // Left out, it reads as a choice still to make ("Choose a value from the list" on the web).
    await refuse({ branch_id: undefined }, "branch_id: must be a valid id");
    await refuse({ services_id: [], products: [] }, "services_id: is required");
    await refuse({ services_id: [c.oilChange.id, c.oilChange.id] }, "services_id: lists the same item twice");
    await refuse(
      { products: [{ product_variant_id: c.oil5w30.id, quantity: 0 }] },
      "products.0.quantity: must be at least 1",
    );
    await refuse(
      { products: [{ product_variant_id: c.oil5w30.id, quantity: -2 }] },
      "products.0.quantity: must be at least 1",
    );
    await refuse(
      { products: [{ product_variant_id: c.oil5w30.id, quantity: null }] },
      "products.0.quantity: is required",
    );
    await refuse({ price: -1 }, "price: must be at least 0");
    await refuse({ price: -50 }, "price: must be at least 0");
    await refuse({ price: 10.005 }, "price: must be an amount with at most two decimals");
    expect(await listTotal(t, list, c.shop.token)).toBe(0);
  });

  it("answers 400 for a branch, service or product that is not the shop's", async () => {
    const c = await createPackageCatalog(t);
    const other = await createShop(t);
    const foreignBranch = await createBranch(t, other.shopId);
    const foreignService = await createService(t, other.shopId, { branchIds: [foreignBranch.id] });
    const foreignProduct = await createProduct(t, other.shopId, { branchIds: [foreignBranch.id] });
    const foreignVariant = await createVariant(t, other.shopId, foreignProduct.id);
    const refuse = refusalsOf(t, save, { token: c.shop.token }, (overrides: Record<string, unknown>) =>
      packageBody(c, overrides),
    );
    await refuse({ branch_id: foreignBranch.id }, "branch_id: is not a branch of this shop");
    await refuse({ branch_id: randomUUID() }, "branch_id: is not a branch of this shop");
    await refuse({ services_id: [foreignService.id] }, "services_id: includes a service that is not in this shop");
    await refuse(
      { products: [{ product_variant_id: foreignVariant.id, quantity: 1 }] },
      "products: includes a product that is not in this shop",
    );
    expect(await listTotal(t, list, c.shop.token)).toBe(0);
  });

  it("answers 400 for a service or product not available at the branch, or inactive", async () => {
    const c = await createPackageCatalog(t);
    const elsewhere = await createBranch(t, c.shop.shopId);
    const notHere = await createService(t, c.shop.shopId, { name: "Car wash", branchIds: [elsewhere.id] });
    const inactive = await createService(t, c.shop.shopId, { active: false, branchIds: [c.branch.id] });
    const soldElsewhere = await createProduct(t, c.shop.shopId, { branchIds: [elsewhere.id] });
    const retired = await createProduct(t, c.shop.shopId, { active: false, branchIds: [c.branch.id] });
    const refuse = refusalsOf(t, save, { token: c.shop.token }, (overrides: Record<string, unknown>) =>
      packageBody(c, overrides),
    );
    await refuse(
      { services_id: [c.oilChange.id, notHere.id] },
      "services_id: includes a service not offered at the chosen branch",
    );
    await refuse({ services_id: [inactive.id] }, "services_id: includes a service that is not active");
    const line = async (productId: string) => [
      { product_variant_id: (await createVariant(t, c.shop.shopId, productId)).id, quantity: 1 },
    ];
    await refuse(
      { products: await line(soldElsewhere.id) },
      "products: includes a product not sold at the chosen branch",
    );
    await refuse({ products: await line(retired.id) }, "products: includes a product that is not active");
    expect(await listTotal(t, list, c.shop.token)).toBe(0);
  });

  it("answers 403 for a user without packages.add, and creates nothing", async () => {
    const c = await createPackageCatalog(t);
    for (const permissions of [undefined, ["packages.view"] as const, ["packages.edit"] as const]) {
      const staff = await createStaffUser(t, c.shop.shopId, permissions ? { permissions: [...permissions] } : {});
      const res = await t.api.call(save, { token: staff.token, body: packageBody(c) });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
    }
    expect(await listTotal(t, list, c.shop.token)).toBe(0);
  });

  it("lets a user with packages.add add one", async () => {
    const c = await createPackageCatalog(t);
    const staff = await createStaffUser(t, c.shop.shopId, { permissions: ["packages.add"] });
    const res = await t.api.call(save, { token: staff.token, body: packageBody(c) });
    expect(res.status).toBe(200);
    expect(await listTotal(t, list, c.shop.token)).toBe(1);
  });

  it("adds a package whose totals are the discounted lines times their quantities, and whose price defaults to the total", async () => {
    const c = await createPackageCatalog(t);
    const res = await t.api.call(save, { token: c.shop.token, body: packageBody(c) });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      _id: expect.any(String),
      name: "Full service",
      description: "Oil, filter and alignment",
      branch_id: c.branch.id,
      branch_name_english: "Gulberg",
      branch_name_arabic: "جلبرج",
      services: [
        { _id: c.oilChange.id, name: "Oil change", price: 1500, discounted_price: 1400, duration: 60 },
        { _id: c.alignment.id, name: "Wheel alignment", price: 800, discounted_price: 720, duration: 45 },
      ],
      products: [
        {
          product_variant_id: c.filterStandard.id,
          product_name: "Air filter",
          variant_name: "Standard",
          price: 200,
          discounted_price: 175,
          quantity: 1,
        },
        {
          product_variant_id: c.oil5w30.id,
          product_name: "Engine oil",
          variant_name: "5W-30",
          price: 500,
          discounted_price: 450,
          quantity: 3,
        },
      ],
      // 1,400 + 720 + 450 x 3 + 175
      total_amount: 3645,
      total_duration: 105,
      price: 3645,
      active: true,
      created_at: expect.any(String),
    });
  });

  it("answers 409 for a name another package of the branch has, in any case or with spaces around it", async () => {
    const c = await createPackageCatalog(t);
    await savePackage(t, c, { name: "Full service" });
    const res = await t.api.call(save, { token: c.shop.token, body: packageBody(c, { name: "  FULL Service " }) });
    expect(res.status).toBe(409);
    expect(res.body).toEqual(refusalEnvelope(409, "A package with this name already exists at this branch"));
    expect(await listTotal(t, list, c.shop.token)).toBe(1);
    // Another branch of the shop may sell its own "Full service".
    const other = await createBranch(t, c.shop.shopId);
    await t.db
      .insert(serviceBranches)
      .values(
        [c.oilChange.id, c.alignment.id].map((id) => ({ shopId: c.shop.shopId, serviceId: id, branchId: other.id })),
      );
    await t.db
      .insert(productBranches)
      .values([c.oil.id, c.filter.id].map((id) => ({ shopId: c.shop.shopId, productId: id, branchId: other.id })));
    const atOther = await t.api.call(save, { token: c.shop.token, body: packageBody(c, { branch_id: other.id }) });
    expect(atOther.status).toBe(200);
  });

  it("keeps a price of its own, and takes the total for a null price", async () => {
    const c = await createPackageCatalog(t);
    expect(await savePackage(t, c, { price: 3000.5 })).toMatchObject({ price: 3000.5, total_amount: 3645 });
    expect(await savePackage(t, c, { price: null, name: "Second" })).toMatchObject({ price: 3645 });
    expect(await savePackage(t, c, { price: 0, name: "Free" })).toMatchObject({ price: 0 });
  });

  it("counts a quantity-less product as one and a line discounted below zero as zero", async () => {
    const c = await createPackageCatalog(t);
    const giveaway = await createProduct(t, c.shop.shopId, { name: "Sticker", branchIds: [c.branch.id] });
    const sticker = await createVariant(t, c.shop.shopId, giveaway.id, {
      priceMinor: 1_000,
      discountType: 1,
      discountValue: 5_000,
    });
    const result = await savePackage(t, c, {
      services_id: [],
      products: [{ product_variant_id: sticker.id, quantity: 4 }],
    });
    expect(result).toMatchObject({ total_amount: 0, total_duration: 0, price: 0 });
    expect(result.products[0]).toMatchObject({ price: 10, discounted_price: 0, quantity: 4 });
  });
});

describe("GET package/get/:id", () => {
  itRefusesLikeEveryGet(t, get, {
    entity: "Package",
    permission: "packages.view",
    permissions: ["services.view"],
    create: async (shopId) => (await createPackage(t, shopId, (await createBranch(t, shopId)).id)).id,
  });

  it("shows the lines at today's prices, while the package keeps its own price", async () => {
    const c = await createPackageCatalog(t);
    const created = await savePackage(t, c);
    await t.db.update(services).set({ priceMinor: 200_000 }).where(eq(services.id, c.oilChange.id));
    const staff = await createStaffUser(t, c.shop.shopId, { permissions: ["packages.view"] });
    const res = await t.api.call(get, { token: staff.token, params: { id: created._id } });
    expect(res.status).toBe(200);
    expect(res.body.result.services[0]).toMatchObject({ name: "Oil change", price: 2000, discounted_price: 1900 });
    expect(res.body.result).toMatchObject({ total_amount: 4145, price: 3645 });
  });
});
