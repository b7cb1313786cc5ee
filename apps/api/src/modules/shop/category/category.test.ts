import { categoryEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createCategory, createProduct, createService } from "../../../test/factories/catalog.js";
import { createShop, createStaffUser } from "../../../test/factories/shop.js";
import { listTotal } from "../../../test/lists.js";
import { itRefusesLikeEveryGet, itRefusesWithoutSession, refusalEnvelope, refusalsOf } from "../../../test/refusals.js";

const t = useTestApp();
const { get, create, update, remove, list } = categoryEndpoints;

const categoryBody = (overrides: Record<string, unknown> = {}) => ({
  name_english: "Engine care",
  name_arabic: "العناية بالمحرك",
  kind: "services",
  ...overrides,
});

describe("GET category/category-data/:id", () => {
  itRefusesLikeEveryGet(t, get, {
    entity: "Category",
    permission: "categories.view",
    permissions: ["services.view"],
    create: async (shopId) => (await createCategory(t, shopId)).id,
    badId: "7",
  });

  it("returns the category with how many services sit in it, for a user holding categories.view", async () => {
    const shop = await createShop(t);
    const category = await createCategory(t, shop.shopId, { nameEnglish: "Tyres", nameArabic: "إطارات" });
    await createService(t, shop.shopId, { categoryId: category.id });
    await createService(t, shop.shopId, { categoryId: category.id, active: false });
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["categories.view"] });
    const res = await t.api.call(get, { token: staff.token, params: { id: category.id } });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      _id: category.id,
      name_english: "Tyres",
      name_arabic: "إطارات",
      kind: "services",
      items_count: 2,
      created_at: category.createdAt.toISOString(),
    });
  });
});

describe("POST category/add-category", () => {
  itRefusesWithoutSession(
    t,
    create,
    () => ({ body: { name_english: "" } }),
    "answers 401 without a session, even when the body is invalid too",
  );

  it("answers 400 naming the field, and creates nothing", async () => {
    const shop = await createShop(t);
    const refuse = refusalsOf(t, create, { token: shop.token });
    const { name_english: _english, ...withoutEnglish } = categoryBody();
    await refuse(withoutEnglish, "name_english: is required");
    await refuse(categoryBody({ name_arabic: "  " }), "name_arabic: is required");
    await refuse(categoryBody({ name_english: "x".repeat(121) }), "name_english: is too long");
    await refuse(categoryBody({ kind: "parts" }), "kind: is not one of the choices");
    const { kind: _kind, ...withoutKind } = categoryBody();
    // The kind is a choice: a missing one reads as no choice made.
    await refuse(withoutKind, "kind: is not one of the choices");
    expect(await listTotal(t, list, shop.token)).toBe(0);
  });

  it("answers 403 for a user holding only categories.view, and creates nothing", async () => {
    const shop = await createShop(t);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["categories.view"] });
    const res = await t.api.call(create, { token: staff.token, body: categoryBody() });
    expect(res.status).toBe(403);
    expect(res.body.result).toBeNull();
    expect(await listTotal(t, list, shop.token)).toBe(0);
  });

  it("creates a category with trimmed names and nothing in it yet", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(create, {
      token: shop.token,
      body: categoryBody({ name_english: "  Oil & filters ", kind: "products" }),
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      _id: expect.any(String),
      name_english: "Oil & filters",
      name_arabic: "العناية بالمحرك",
      kind: "products",
      items_count: 0,
      created_at: expect.any(String),
    });
    const listed = await t.api.call(list, { token: shop.token });
    expect(listed.body.result.items).toEqual([res.body.result]);
  });

  it("answers 409 for a name the shop already uses for that kind, in any case, but allows it for the other kind", async () => {
    const shop = await createShop(t);
    await createCategory(t, shop.shopId, { nameEnglish: "Brakes", kind: "services" });
    const again = await t.api.call(create, { token: shop.token, body: categoryBody({ name_english: "BRAKES" }) });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(refusalEnvelope(409, "A category with this name already exists"));
    const asProducts = await t.api.call(create, {
      token: shop.token,
      body: categoryBody({ name_english: "Brakes", kind: "products" }),
    });
    expect(asProducts.status).toBe(200);
    // Another shop may use the same name.
    const other = await createShop(t);
    expect(
      (await t.api.call(create, { token: other.token, body: categoryBody({ name_english: "Brakes" }) })).status,
    ).toBe(200);
  });
});

describe("PATCH category/update-category/:id", () => {
  it("answers 401 without a session", async () => {
    const shop = await createShop(t);
    const category = await createCategory(t, shop.shopId);
    const res = await t.api.call(update, { params: { id: category.id }, body: { name_english: "New" } });
    expect(res.status).toBe(401);
  });

  it("answers 400 naming the field, and changes nothing", async () => {
    const shop = await createShop(t);
    const category = await createCategory(t, shop.shopId, { nameEnglish: "Kept" });
    const refuse = refusalsOf(t, update, { token: shop.token, params: { id: category.id } });
    await refuse({ name_english: "" }, "name_english: is required");
    await refuse({ name_arabic: 42 }, "name_arabic: is required");
    const after = await t.api.call(get, { token: shop.token, params: { id: category.id } });
    expect(after.body.result.name_english).toBe("Kept");
  });

  it("answers 403 for a user without categories.edit, and changes nothing", async () => {
    const shop = await createShop(t);
    const category = await createCategory(t, shop.shopId, { nameEnglish: "Kept" });
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["categories.view", "categories.add"] });
    const res = await t.api.call(update, {
      token: staff.token,
      params: { id: category.id },
      body: { name_english: "Changed" },
    });
    expect(res.status).toBe(403);
    const after = await t.api.call(get, { token: shop.token, params: { id: category.id } });
    expect(after.body.result.name_english).toBe("Kept");
  });

  it("answers 404 for another shop's category and leaves it unchanged", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const foreign = await createCategory(t, other.shopId, { nameEnglish: "Theirs" });
    const res = await t.api.call(update, {
      token: shop.token,
      params: { id: foreign.id },
      body: { name_english: "Mine now" },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Category not found");
    const after = await t.api.call(get, { token: other.token, params: { id: foreign.id } });
    expect(after.body.result.name_english).toBe("Theirs");
  });

  it("renames only the names sent", async () => {
    const shop = await createShop(t);
    const category = await createCategory(t, shop.shopId, { nameEnglish: "Old", nameArabic: "قديم" });
    const res = await t.api.call(update, {
      token: shop.token,
      params: { id: category.id },
      body: { name_english: "New" },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ name_english: "New", name_arabic: "قديم", kind: "services" });
  });

  it("answers 400 naming kind, which a rename does not take, and changes nothing", async () => {
    const shop = await createShop(t);
    const category = await createCategory(t, shop.shopId, { nameEnglish: "Old", nameArabic: "قديم" });
    const res = await t.api.call(update, {
      token: shop.token,
      params: { id: category.id },
      body: { name_english: "New", kind: "products" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusalEnvelope(400, "kind: is not a field this request takes"));
    const after = await t.api.call(get, { token: shop.token, params: { id: category.id } });
    expect(after.body.result).toMatchObject({ name_english: "Old", kind: "services" });
  });

  it("answers 409 when renaming to another category's name of the same kind", async () => {
    const shop = await createShop(t);
    await createCategory(t, shop.shopId, { nameEnglish: "Paint" });
    const category = await createCategory(t, shop.shopId, { nameEnglish: "Polish" });
    const res = await t.api.call(update, {
      token: shop.token,
      params: { id: category.id },
      body: { name_english: "paint" },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("A category with this name already exists");
    // Its own name in another case is no clash.
    const recased = await t.api.call(update, {
      token: shop.token,
      params: { id: category.id },
      body: { name_english: "POLISH" },
    });
    expect(recased.body.result.name_english).toBe("POLISH");
  });
});

describe("POST category/delete", () => {
  it("answers 401 without a session", async () => {
    const shop = await createShop(t);
    const category = await createCategory(t, shop.shopId);
    expect((await t.api.call(remove, { body: { id: category.id } })).status).toBe(401);
  });

  it("answers 400 naming id when it is missing or not a uuid", async () => {
    const shop = await createShop(t);
    for (const body of [{}, { id: "abc" }]) {
      const res = await t.api.call(remove, { token: shop.token, body });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("id: must be a valid id");
    }
  });

  it("answers 403 for a user without categories.delete, and keeps the category", async () => {
    const shop = await createShop(t);
    const category = await createCategory(t, shop.shopId);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["categories.view", "categories.edit"] });
    expect((await t.api.call(remove, { token: staff.token, body: { id: category.id } })).status).toBe(403);
    expect(await listTotal(t, list, shop.token)).toBe(1);
  });

  it("answers 404 for another shop's category and keeps it", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const foreign = await createCategory(t, other.shopId);
    const res = await t.api.call(remove, { token: shop.token, body: { id: foreign.id } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Category not found");
    expect(await listTotal(t, list, other.token)).toBe(1);
  });

  it("answers 409 while a service or a product sits in the category, and keeps it", async () => {
    const shop = await createShop(t);
    const services = await createCategory(t, shop.shopId, { kind: "services" });
    await createService(t, shop.shopId, { categoryId: services.id, active: false });
    const products = await createCategory(t, shop.shopId, { kind: "products" });
    await createProduct(t, shop.shopId, { categoryId: products.id });
    for (const category of [services, products]) {
      const res = await t.api.call(remove, { token: shop.token, body: { id: category.id } });
      expect(res.status).toBe(409);
      expect(res.body).toEqual(
        refusalEnvelope(409, "This category still has services or products; move or delete them first"),
      );
    }
    expect(await listTotal(t, list, shop.token)).toBe(2);
  });

  it("deletes an empty category for a user holding categories.delete: gone from get and list, 404 the second time", async () => {
    const shop = await createShop(t);
    const category = await createCategory(t, shop.shopId);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["categories.delete"] });
    const res = await t.api.call(remove, { token: staff.token, body: { id: category.id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error_code: 200, message: "OK", result: null });
    expect((await t.api.call(get, { token: shop.token, params: { id: category.id } })).status).toBe(404);
    expect(await listTotal(t, list, shop.token)).toBe(0);
    expect((await t.api.call(remove, { token: shop.token, body: { id: category.id } })).status).toBe(404);
  });
});
