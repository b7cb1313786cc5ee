import { randomUUID } from "node:crypto";
import { productEndpoints, stockEndpoints, variantEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createProduct, createVariant, putVariantInPackage, variantBody } from "../../../test/factories/catalog.js";
import { createBranch, createShop, createStaffUser, type TestShop } from "../../../test/factories/shop.js";
import { itRefusesWithoutSession, refusalEnvelope, refusalsOf } from "../../../test/refusals.js";

const t = useTestApp();
const { list, create, update, remove } = variantEndpoints;

async function variantsOf(shop: TestShop, productId: string) {
  return (await t.api.call(list, { token: shop.token, query: { product_id: productId } })).body.result;
}

describe("GET product-variant/get-all-varaint-by-product-id", () => {
  itRefusesWithoutSession(t, list, () => ({ query: { product_id: randomUUID() } }));

  it("answers 400 naming product_id", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(list, { token: shop.token, query: { product_id: "oil" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusalEnvelope(400, "product_id: must be a valid id"));
  });

  it("answers 403 without products.view", async () => {
    const shop = await createShop(t);
    const product = await createProduct(t, shop.shopId);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["services.view"] });
    expect((await t.api.call(list, { token: staff.token, query: { product_id: product.id } })).status).toBe(403);
  });

  it("answers 404 for another shop's product", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const foreign = await createProduct(t, other.shopId);
    await createVariant(t, other.shopId, foreign.id);
    const res = await t.api.call(list, { token: shop.token, query: { product_id: foreign.id } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(refusalEnvelope(404, "Product not found"));
  });

  it("lists the variants in the order they were added, each with its stock per branch", async () => {
    const shop = await createShop(t);
    const branch = await createBranch(t, shop.shopId, { branchNameEnglish: "Gulberg", branchNameArabic: "جلبرج" });
    const product = await createProduct(t, shop.shopId);
    await createVariant(t, shop.shopId, product.id, {
      name: "1 litre",
      createdAt: new Date(Date.UTC(2026, 0, 1)),
      stock: [{ branchId: branch.id, quantity: 7 }],
    });
    await createVariant(t, shop.shopId, product.id, { name: "4 litres", createdAt: new Date(Date.UTC(2026, 0, 2)) });
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["products.view"] });
    const res = await t.api.call(list, { token: staff.token, query: { product_id: product.id } });
    expect(res.status).toBe(200);
    expect(res.body.result.map((v) => [v.name, v.quantity, v.stock])).toEqual([
      [
        "1 litre",
        7,
        [{ branch_id: branch.id, branch_name_english: "Gulberg", branch_name_arabic: "جلبرج", quantity: 7 }],
      ],
      ["4 litres", 0, []],
    ]);
  });
});

describe("POST product-variant/add-variant", () => {
  itRefusesWithoutSession(t, create, () => ({ body: variantBody(randomUUID()) }));

  it("answers 400 naming the field, and adds nothing", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const product = await createProduct(t, shop.shopId);
    const theirs = await createProduct(t, other.shopId);
    const theirBranch = await createBranch(t, other.shopId);
    const branch = await createBranch(t, shop.shopId);
    const refuse = refusalsOf(t, create, { token: shop.token });
    await refuse(variantBody(product.id, { name: "" }), "name: is required");
    await refuse(variantBody(product.id, { price: -1 }), "price: must be at least 0");
    await refuse(variantBody(product.id, { price: 10.001 }), "price: must be an amount with at most two decimals");
    await refuse(
      variantBody(product.id, { discount_type: 2, discount_value: 101 }),
      "discount_value: must be at most 100",
    );
    await refuse(variantBody(product.id, { discount_type: 3 }), "discount_type: is not one of the choices");
    await refuse(
      variantBody(product.id, { stock: [{ branch_id: branch.id, quantity: 1.5 }] }),
      "stock.0.quantity: must be a whole number",
    );
    await refuse(
      variantBody(product.id, { stock: [{ branch_id: branch.id, quantity: -5 }] }),
      "stock.0.quantity: must be at least 0",
    );
    await refuse(
      variantBody(product.id, {
        stock: [
          { branch_id: branch.id, quantity: 1 },
          { branch_id: branch.id, quantity: 2 },
        ],
      }),
      "stock: lists the same item twice",
    );
    await refuse(variantBody(theirs.id), "product_id: must be a valid id");
    await refuse(
      variantBody(product.id, { stock: [{ branch_id: theirBranch.id, quantity: 1 }] }),
      "stock: must be a valid id",
    );
    expect(await variantsOf(shop, product.id)).toEqual([]);
    expect(await variantsOf(other, theirs.id)).toEqual([]);
  });

  it("answers 403 for a user who may neither add nor edit products", async () => {
    const shop = await createShop(t);
    const product = await createProduct(t, shop.shopId);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["products.view", "products.delete"] });
    const res = await t.api.call(create, { token: staff.token, body: variantBody(product.id) });
    expect(res.status).toBe(403);
    expect(await variantsOf(shop, product.id)).toEqual([]);
  });

  it("adds two variants with stock at two branches; the product shows their count, prices and stock", async () => {
    const shop = await createShop(t);
    const [north, south] = [await createBranch(t, shop.shopId), await createBranch(t, shop.shopId)];
    const product = await createProduct(t, shop.shopId, { branchIds: [north.id, south.id] });
    const editor = await createStaffUser(t, shop.shopId, { permissions: ["products.edit"] });
    const litre = await t.api.call(create, {
      token: editor.token,
      body: variantBody(product.id, {
        sku: "OIL-1L",
        barcode: "4008177071300",
        discount_type: 2,
        discount_value: 12.5,
        stock: [
          { branch_id: north.id, quantity: 4 },
          { branch_id: south.id, quantity: 6 },
        ],
      }),
    });
    expect(litre.status).toBe(200);
    expect(litre.body.result).toMatchObject({
      _id: expect.any(String),
      product_id: product.id,
      name: "1 litre",
      sku: "OIL-1L",
      barcode: "4008177071300",
      unit_price: 1800,
      price: 2500,
      discount_type: 2,
      discount_value: 12.5,
      discounted_price: 2187.5,
      quantity: 10,
    });
    const adder = await createStaffUser(t, shop.shopId, { permissions: ["products.add"] });
    const can = await t.api.call(create, {
      token: adder.token,
      body: variantBody(product.id, {
        name: "4 litres",
        price: 8999.99,
        discount_type: 1,
        discount_value: 9500,
        stock: [{ branch_id: south.id, quantity: 2 }],
      }),
    });
    expect(can.status).toBe(200);
    // A Fixed discount above the price leaves the price at zero, never below (spec 000 section 5).
    expect(can.body.result).toMatchObject({ price: 8999.99, discount_value: 9500, discounted_price: 0, quantity: 2 });
    const read = await t.api.call(productEndpoints.get, { token: shop.token, params: { id: product.id } });
    expect(read.body.result).toMatchObject({ variants_count: 2, stock_total: 12, price_min: 2500, price_max: 8999.99 });
  });

  it("records a new variant's opening stock as a count at each branch, in its movement history", async () => {
    const shop = await createShop(t);
    const [north, south] = [await createBranch(t, shop.shopId), await createBranch(t, shop.shopId)];
    const product = await createProduct(t, shop.shopId, { branchIds: [north.id, south.id] });
    const added = await t.api.call(create, {
      token: shop.token,
      body: variantBody(product.id, {
        stock: [
          { branch_id: north.id, quantity: 4 },
          { branch_id: south.id, quantity: 0 },
        ],
      }),
    });
    const history = await t.api.call(stockEndpoints.movements, {
      token: shop.token,
      query: { variant_id: added.body.result._id },
    });
    expect(history.body.result.items.map((m) => [m.branch_id, m.quantity_change, m.adjustment_reason])).toEqual([
      [north.id, 4, "count"],
    ]);
  });

  it("answers 409 for a SKU or barcode another variant of the shop already has; another shop may reuse them", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const product = await createProduct(t, shop.shopId);
    await t.api.call(create, { token: shop.token, body: variantBody(product.id, { sku: "OIL-1L", barcode: "111" }) });
    const sameSku = await t.api.call(create, { token: shop.token, body: variantBody(product.id, { sku: "OIL-1L" }) });
    expect(sameSku.status).toBe(409);
    expect(sameSku.body).toEqual(refusalEnvelope(409, "A variant with this SKU already exists"));
    const sameBarcode = await t.api.call(create, {
      token: shop.token,
      body: variantBody(product.id, { barcode: "111" }),
    });
    expect(sameBarcode.body).toEqual(refusalEnvelope(409, "A variant with this barcode already exists"));
    expect(await variantsOf(shop, product.id)).toHaveLength(1);
    const theirs = await createProduct(t, other.shopId);
    const reused = await t.api.call(create, { token: other.token, body: variantBody(theirs.id, { sku: "OIL-1L" }) });
    expect(reused.status).toBe(200);
    // Without a SKU there is nothing to clash: many variants may leave it empty.
    for (let i = 0; i < 2; i++) {
      expect((await t.api.call(create, { token: shop.token, body: variantBody(product.id, { sku: "" }) })).status).toBe(
        200,
      );
    }
  });
});

describe("PATCH product-variant/update-variant/:id", () => {
  itRefusesWithoutSession(t, update, () => ({ params: { id: randomUUID() }, body: { name: "x" } }));

  it("answers 400 naming the field, and changes nothing", async () => {
    const shop = await createShop(t);
    const product = await createProduct(t, shop.shopId);
    const variant = await createVariant(t, shop.shopId, product.id, {
      name: "Kept",
      discountType: 1,
      discountValue: 15_000,
    });
    const send = (body: object) => t.api.call(update, { token: shop.token, params: { id: variant.id }, body });
    expect((await send({ name: " " })).body.message).toBe("name: is required");
    // Stock moves by adjustments with a reason, never by overwriting it here (decision 0051).
    expect((await send({ stock: [{ branch_id: randomUUID(), quantity: 1 }] })).body.message).toBe(
      "stock: is not a field this request takes",
    );
    // The kept Fixed discount of 150 is no percent.
    expect((await send({ discount_type: 2 })).body.message).toBe("discount_value: must be at most 100");
    const [after] = await variantsOf(shop, product.id);
    expect(after).toMatchObject({ name: "Kept", discount_type: 1, discount_value: 150 });
  });

  it("answers 403 for a user who may neither add nor edit products", async () => {
    const shop = await createShop(t);
    const product = await createProduct(t, shop.shopId);
    const variant = await createVariant(t, shop.shopId, product.id, { name: "Kept" });
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["products.view"] });
    const res = await t.api.call(update, { token: staff.token, params: { id: variant.id }, body: { name: "New" } });
    expect(res.status).toBe(403);
  });

  it("answers 404 for another shop's variant", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const theirs = await createVariant(t, other.shopId, (await createProduct(t, other.shopId)).id, { name: "Theirs" });
    const res = await t.api.call(update, { token: shop.token, params: { id: theirs.id }, body: { name: "Mine" } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(refusalEnvelope(404, "Variant not found"));
  });

  it("changes the named fields and leaves the stock as it is", async () => {
    const shop = await createShop(t);
    const north = await createBranch(t, shop.shopId);
    const product = await createProduct(t, shop.shopId);
    const variant = await createVariant(t, shop.shopId, product.id, {
      name: "1 litre",
      sku: "OIL-1L",
      priceMinor: 200_000,
      stock: [{ branchId: north.id, quantity: 5 }],
    });
    const priced = await t.api.call(update, {
      token: shop.token,
      params: { id: variant.id },
      body: { discount_type: 2, discount_value: 10 },
    });
    expect(priced.body.result).toMatchObject({ name: "1 litre", sku: "OIL-1L", discounted_price: 1800, quantity: 5 });
    const renamed = await t.api.call(update, { token: shop.token, params: { id: variant.id }, body: { sku: null } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.result).toMatchObject({ sku: null, discount_type: 2, discount_value: 10, quantity: 5 });
  });

  it("answers 409 when the new SKU is another variant's, and changes nothing", async () => {
    const shop = await createShop(t);
    const branch = await createBranch(t, shop.shopId);
    const product = await createProduct(t, shop.shopId);
    await createVariant(t, shop.shopId, product.id, { sku: "TAKEN" });
    const variant = await createVariant(t, shop.shopId, product.id, { stock: [{ branchId: branch.id, quantity: 2 }] });
    const res = await t.api.call(update, {
      token: shop.token,
      params: { id: variant.id },
      body: { sku: "TAKEN", name: "Renamed" },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("A variant with this SKU already exists");
    const after = (await variantsOf(shop, product.id)).find((v) => v._id === variant.id);
    expect(after).toMatchObject({ name: variant.name, sku: null, quantity: 2 });
  });
});

describe("POST product-variant/delete", () => {
  it("answers 401 without a session and 400 naming id", async () => {
    const shop = await createShop(t);
    expect((await t.api.call(remove, { body: { id: randomUUID() } })).status).toBe(401);
    const bad = await t.api.call(remove, { token: shop.token, body: { id: "1" } });
    expect(bad.body).toEqual(refusalEnvelope(400, "id: must be a valid id"));
  });

  it("answers 403 for a user who may neither add nor edit products", async () => {
    const shop = await createShop(t);
    const product = await createProduct(t, shop.shopId);
    const variant = await createVariant(t, shop.shopId, product.id);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["products.view", "products.delete"] });
    expect((await t.api.call(remove, { token: staff.token, body: { id: variant.id } })).status).toBe(403);
    expect(await variantsOf(shop, product.id)).toHaveLength(1);
  });

  it("answers 404 for another shop's variant and keeps it", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const theirProduct = await createProduct(t, other.shopId);
    const theirs = await createVariant(t, other.shopId, theirProduct.id);
    const res = await t.api.call(remove, { token: shop.token, body: { id: theirs.id } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Variant not found");
    expect(await variantsOf(other, theirProduct.id)).toHaveLength(1);
  });

  it("answers 409 while a package holds the variant, then deletes another one", async () => {
    const shop = await createShop(t);
    const branch = await createBranch(t, shop.shopId);
    const product = await createProduct(t, shop.shopId, { branchIds: [branch.id] });
    const packed = await createVariant(t, shop.shopId, product.id);
    const loose = await createVariant(t, shop.shopId, product.id, { stock: [{ branchId: branch.id, quantity: 4 }] });
    await putVariantInPackage(t, shop.shopId, branch.id, packed.id);
    const refused = await t.api.call(remove, { token: shop.token, body: { id: packed.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("This variant is part of a package; remove it from the package first");
    const editor = await createStaffUser(t, shop.shopId, { permissions: ["products.edit"] });
    const res = await t.api.call(remove, { token: editor.token, body: { id: loose.id } });
    expect(res.body).toEqual({ error_code: 200, message: "OK", result: null });
    expect((await variantsOf(shop, product.id)).map((v) => v._id)).toEqual([packed.id]);
  });
});
