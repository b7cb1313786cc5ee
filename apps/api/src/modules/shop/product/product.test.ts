import { randomUUID } from "node:crypto";
import { productEndpoints, variantEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { productVariants } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import {
  createCategory,
  createProduct,
  createVariant,
  productBody,
  putVariantInPackage,
} from "../../../test/factories/catalog.js";
import { createBranch, createShop, createStaffUser, type TestShop } from "../../../test/factories/shop.js";
import { createUpload } from "../../../test/factories/upload.js";
import { listTotal } from "../../../test/lists.js";
import {
  FORBIDDEN,
  itRefusesLikeEveryGet,
  itRefusesWithoutSession,
  refusalEnvelope,
  refusalsOf,
} from "../../../test/refusals.js";

const t = useTestApp();
const { get, create, update, remove, list } = productEndpoints;

const productCategory = (shop: TestShop, name = "Lubricants") =>
  createCategory(t, shop.shopId, { kind: "products", nameEnglish: name, nameArabic: "زيوت" });

describe("GET product/get-by-id/:id", () => {
  itRefusesLikeEveryGet(t, get, {
    entity: "Product",
    permission: "products.view",
    permissions: ["services.view"],
    create: async (shopId) => (await createProduct(t, shopId)).id,
    badId: "oil",
  });

  it("shows the product with its category, branches, variants count, price range and stock", async () => {
    const shop = await createShop(t);
    const [north, south] = [await createBranch(t, shop.shopId), await createBranch(t, shop.shopId)];
    const category = await productCategory(shop);
    const product = await createProduct(t, shop.shopId, { categoryId: category.id, branchIds: [north.id, south.id] });
    await createVariant(t, shop.shopId, product.id, {
      priceMinor: 250_000,
      stock: [
        { branchId: north.id, quantity: 4 },
        { branchId: south.id, quantity: 6 },
      ],
    });
    await createVariant(t, shop.shopId, product.id, {
      priceMinor: 990_050,
      stock: [{ branchId: north.id, quantity: 1 }],
    });
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["products.view"] });
    const res = await t.api.call(get, { token: staff.token, params: { id: product.id } });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      _id: product.id,
      category_name_english: "Lubricants",
      category_name_arabic: "زيوت",
      branch_ids: [north.id, south.id].sort(),
      variants_count: 2,
      stock_total: 11,
      price_min: 2500,
      price_max: 9900.5,
    });
  });
});

describe("POST product/add-product", () => {
  itRefusesWithoutSession(
    t,
    create,
    () => ({ body: { name: "" } }),
    "answers 401 without a session, even with an invalid body",
  );

  it("answers 400 naming the field, and creates nothing", async () => {
    const shop = await createShop(t);
    const category = await productCategory(shop);
    const refuse = refusalsOf(t, create, { token: shop.token });
    await refuse(productBody(category.id, { name: "  " }), "name: is required");
    await refuse(productBody("lubricants"), "category_id: must be a valid id");
    await refuse(productBody(category.id, { unit: "Gallon" }), "unit: is not one of the choices");
    await refuse(productBody(category.id, { low_stock_level: -1 }), "low_stock_level: must be at least 0");
    await refuse(
      productBody(category.id, { commission_type: 2, commission_value: 120 }),
      "commission_value: must be at most 100",
    );
    await refuse(productBody(category.id, { branch_ids: ["x"] }), "branch_ids.0: must be a valid id");
    expect(await listTotal(t, list, shop.token)).toBe(0);
  });

  it("answers 400 for a category, branch or image that is not the shop's own, or a category of services", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const category = await productCategory(shop);
    const services = await createCategory(t, shop.shopId, { kind: "services" });
    const theirCategory = await productCategory(other);
    const theirBranch = await createBranch(t, other.shopId);
    const theirImage = await createUpload(t, other.token);
    const refuse = refusalsOf(t, create, { token: shop.token });
    await refuse(productBody(theirCategory.id), "category_id: must be a valid id");
    await refuse(productBody(services.id), "category_id: is not a category of products");
    await refuse(productBody(category.id, { branch_ids: [theirBranch.id] }), "branch_ids: must be a valid id");
    await refuse(productBody(category.id, { image_id: theirImage }), "image_id: must be a valid id");
    expect(await listTotal(t, list, shop.token)).toBe(0);
  });

  it("answers 403 for a user without products.add, and creates nothing", async () => {
    const shop = await createShop(t);
    const category = await productCategory(shop);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["products.view", "products.edit"] });
    const res = await t.api.call(create, { token: staff.token, body: productBody(category.id) });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect(await listTotal(t, list, shop.token)).toBe(0);
  });

  it("creates the product with its branches and image, and answers it with _id", async () => {
    const shop = await createShop(t);
    const category = await productCategory(shop);
    const branch = await createBranch(t, shop.shopId);
    const image = await createUpload(t, shop.token);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["products.add"] });
    const res = await t.api.call(create, {
      token: staff.token,
      body: productBody(category.id, {
        description: "Fully synthetic",
        image_id: image,
        branch_ids: [branch.id],
        commission_type: 2,
        commission_value: 2.5,
        low_stock_level: 5,
      }),
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      _id: expect.any(String),
      name: "Engine Oil 5W-30",
      category_id: category.id,
      category_name_english: "Lubricants",
      category_name_arabic: "زيوت",
      brand: "Castrol",
      description: "Fully synthetic",
      image_id: image,
      unit: "Litter",
      branch_ids: [branch.id],
      commission_type: 2,
      commission_value: 2.5,
      active: true,
      track_stock: true,
      low_stock_level: 5,
      variants_count: 0,
      stock_total: 0,
      price_min: null,
      price_max: null,
      created_at: expect.any(String),
    });
    const read = await t.api.call(get, { token: shop.token, params: { id: res.body.result._id } });
    expect(read.body.result).toEqual(res.body.result);
  });
});

describe("PATCH product/update-product/:id", () => {
  it("answers 401 without a session", async () => {
    const shop = await createShop(t);
    const product = await createProduct(t, shop.shopId);
    const res = await t.api.call(update, { params: { id: product.id }, body: { name: "New" } });
    expect(res.status).toBe(401);
  });

  it("answers 400 naming the field, and changes nothing", async () => {
    const shop = await createShop(t);
    const product = await createProduct(t, shop.shopId, { name: "Kept" });
    const send = (body: object) => t.api.call(update, { token: shop.token, params: { id: product.id }, body });
    expect((await send({ name: "" })).body.message).toBe("name: is required");
    expect((await send({ track_stock: "yes" })).body.message).toBe("track_stock: must be true or false");
    expect((await send({ category_id: randomUUID() })).body.message).toBe("category_id: must be a valid id");
    // A kept Fixed commission of 150 is no percent: switching the type alone is refused.
    await send({ commission_type: 1, commission_value: 150 });
    const switched = await send({ commission_type: 2 });
    expect(switched.status).toBe(400);
    expect(switched.body.message).toBe("commission_value: must be at most 100");
    const after = await t.api.call(get, { token: shop.token, params: { id: product.id } });
    expect(after.body.result).toMatchObject({ name: "Kept", commission_type: 1, commission_value: 150 });
  });

  it("answers 403 for a user without products.edit", async () => {
    const shop = await createShop(t);
    const product = await createProduct(t, shop.shopId, { name: "Kept" });
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["products.view", "products.add"] });
    const res = await t.api.call(update, { token: staff.token, params: { id: product.id }, body: { name: "New" } });
    expect(res.status).toBe(403);
    expect((await t.api.call(get, { token: shop.token, params: { id: product.id } })).body.result.name).toBe("Kept");
  });

  it("answers 404 for another shop's product and leaves it unchanged", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const foreign = await createProduct(t, other.shopId, { name: "Theirs" });
    const res = await t.api.call(update, { token: shop.token, params: { id: foreign.id }, body: { name: "Mine" } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(refusalEnvelope(404, "Product not found"));
    expect((await t.api.call(get, { token: other.token, params: { id: foreign.id } })).body.result.name).toBe("Theirs");
  });

  it("changes only the named fields and replaces the branches when sent", async () => {
    const shop = await createShop(t);
    const [north, south] = [await createBranch(t, shop.shopId), await createBranch(t, shop.shopId)];
    const category = await productCategory(shop);
    const created = await t.api.call(create, {
      token: shop.token,
      body: productBody(category.id, { branch_ids: [north.id], commission_type: 1, commission_value: 50 }),
    });
    const id = created.body.result._id;
    const renamed = await t.api.call(update, { token: shop.token, params: { id }, body: { brand: "Shell" } });
    expect(renamed.body.result).toEqual({ ...created.body.result, brand: "Shell" });
    const moved = await t.api.call(update, {
      token: shop.token,
      params: { id },
      body: { branch_ids: [south.id], active: false, brand: null, commission_value: 75 },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.result).toMatchObject({
      branch_ids: [south.id],
      active: false,
      brand: null,
      commission_type: 1,
      commission_value: 75,
      name: "Engine Oil 5W-30",
    });
  });
});

describe("POST product/delete", () => {
  it("answers 401 without a session", async () => {
    const shop = await createShop(t);
    const product = await createProduct(t, shop.shopId);
    expect((await t.api.call(remove, { body: { id: product.id } })).status).toBe(401);
    expect(await listTotal(t, list, shop.token)).toBe(1);
  });

  it("answers 400 naming id", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(remove, { token: shop.token, body: { id: "first" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusalEnvelope(400, "id: must be a valid id"));
  });

  it("answers 403 for a user without products.delete, and keeps the product", async () => {
    const shop = await createShop(t);
    const product = await createProduct(t, shop.shopId);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["products.view", "products.edit"] });
    expect((await t.api.call(remove, { token: staff.token, body: { id: product.id } })).status).toBe(403);
    expect(await listTotal(t, list, shop.token)).toBe(1);
  });

  it("answers 404 for another shop's product and keeps it", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const foreign = await createProduct(t, other.shopId);
    const res = await t.api.call(remove, { token: shop.token, body: { id: foreign.id } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Product not found");
    expect(await listTotal(t, list, other.token)).toBe(1);
  });

  it("answers 409 while a package holds one of its variants, and keeps everything", async () => {
    const shop = await createShop(t);
    const branch = await createBranch(t, shop.shopId);
    const product = await createProduct(t, shop.shopId, { branchIds: [branch.id] });
    const variant = await createVariant(t, shop.shopId, product.id);
    await putVariantInPackage(t, shop.shopId, branch.id, variant.id);
    const res = await t.api.call(remove, { token: shop.token, body: { id: product.id } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual(
      refusalEnvelope(409, "A variant of this product is part of a package; remove it from the package first"),
    );
    expect((await t.api.call(get, { token: shop.token, params: { id: product.id } })).body.result.variants_count).toBe(
      1,
    );
  });

  it("deletes the product with its variants and their stock", async () => {
    const shop = await createShop(t);
    const branch = await createBranch(t, shop.shopId);
    const product = await createProduct(t, shop.shopId, { branchIds: [branch.id] });
    await createVariant(t, shop.shopId, product.id, { stock: [{ branchId: branch.id, quantity: 3 }] });
    await createVariant(t, shop.shopId, product.id);
    const res = await t.api.call(remove, { token: shop.token, body: { id: product.id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error_code: 200, message: "OK", result: null });
    expect((await t.api.call(get, { token: shop.token, params: { id: product.id } })).status).toBe(404);
    const variants = await t.db.select().from(productVariants).where(eq(productVariants.productId, product.id));
    expect(variants).toEqual([]);
    const listed = await t.api.call(variantEndpoints.list, { token: shop.token, query: { product_id: product.id } });
    expect(listed.status).toBe(404);
  });
});
