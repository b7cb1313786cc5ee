import { randomUUID } from "node:crypto";
import { serviceEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { packageServices, packages, serviceBranches, serviceNames } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createCategory, createService, createServiceShop, serviceBody } from "../../../test/factories/catalog.js";
import { createBranch, createShop, createStaffUser } from "../../../test/factories/shop.js";
import { refusalEnvelope, refusalsOf } from "../../../test/refusals.js";

const t = useTestApp();
const { get, create, update, remove } = serviceEndpoints;
const PERCENT = "discount_value: must be at most 100";

/** A service made through the API, as a user would have it. */
async function addService(token: string, categoryId: string, overrides: Record<string, unknown> = {}) {
  const res = await t.api.call(create, { token, body: serviceBody(categoryId, overrides) });
  if (res.status !== 200) throw new Error(res.body.message);
  return res.body.result;
}

describe("PATCH service/update-service/:id", () => {
  it("answers 401 without a session", async () => {
    const shop = await createShop(t);
    const service = await createService(t, shop.shopId);
    const res = await t.api.call(update, { params: { id: service.id }, body: { name: "Renamed" } });
    expect(res.status).toBe(401);
    expect(res.body.error_code).toBe(401);
  });

  it("answers 400 naming the field, and changes nothing", async () => {
    const { shop, category } = await createServiceShop(t);
    const before = await addService(shop.token, category.id);
    const refuse = refusalsOf(t, update, { token: shop.token, params: { id: before._id } });
    await refuse({ duration: "an hour" }, "duration: must be a duration in 5-minute steps, such as 45min or 1h 30min");
    await refuse({ name: "" }, "name: is required");
    await refuse({ price: "free" }, "price: must be an amount with at most two decimals");
    await refuse({ price: -50 }, "price: must be at least 0");
    await refuse(
      { category_id: (await createCategory(t, shop.shopId, { kind: "products" })).id },
      "category_id: is not a category of services",
    );
    await refuse(
      { branch_ids: [(await createBranch(t, (await createShop(t)).shopId)).id] },
      "branch_ids: must be a valid id",
    );
    const after = await t.api.call(get, { token: shop.token, params: { id: before._id } });
    expect(after.body.result).toEqual(before);
  });

  it("checks a discount half sent alone against the stored half", async () => {
    const { shop, category } = await createServiceShop(t);
    const fixed = await addService(shop.token, category.id, { discount_type: 1, discount_value: 150 });
    const toPercent = await t.api.call(update, {
      token: shop.token,
      params: { id: fixed._id },
      body: { discount_type: 2 },
    });
    expect(toPercent.status).toBe(400);
    expect(toPercent.body.message).toBe(PERCENT);
    const percent = await addService(shop.token, category.id, {
      name: "Brake check",
      discount_type: 2,
      discount_value: 10,
    });
    const tooMuch = await t.api.call(update, {
      token: shop.token,
      params: { id: percent._id },
      body: { discount_value: 150 },
    });
    expect(tooMuch.body.message).toBe(PERCENT);
    expect((await t.api.call(get, { token: shop.token, params: { id: fixed._id } })).body.result).toEqual(fixed);
    const asFixed = await t.api.call(update, {
      token: shop.token,
      params: { id: percent._id },
      body: { discount_type: 1 },
    });
    // 10 stays 10, now an amount: 1500 - 10.
    expect(asFixed.body.result).toMatchObject({ discount_type: 1, discount_value: 10, discounted_price: 1490 });
  });

  it("answers 403 for a user without services.edit, and changes nothing", async () => {
    const { shop, category } = await createServiceShop(t);
    const before = await addService(shop.token, category.id);
    const viewer = await createStaffUser(t, shop.shopId, { permissions: ["services.view"] });
    const res = await t.api.call(update, { token: viewer.token, params: { id: before._id }, body: { price: 1 } });
    expect(res.status).toBe(403);
    expect(res.body.result).toBeNull();
    expect((await t.api.call(get, { token: shop.token, params: { id: before._id } })).body.result).toEqual(before);
  });

  it("answers 404 for another shop's service, and leaves it unchanged", async () => {
    const shop = await createShop(t);
    const other = await createServiceShop(t);
    const foreign = await addService(other.shop.token, other.category.id);
    const res = await t.api.call(update, { token: shop.token, params: { id: foreign._id }, body: { price: 1 } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(refusalEnvelope(404, "Service not found"));
    const unchanged = await t.api.call(get, { token: other.shop.token, params: { id: foreign._id } });
    expect(unchanged.body.result.price).toBe(1500);
  });

  it("changes only the fields sent, links included", async () => {
    const { shop, category, branch, member } = await createServiceShop(t);
    const before = await addService(shop.token, category.id, { branch_ids: [branch.id], member_ids: [member.id] });
    const res = await t.api.call(update, {
      token: shop.token,
      params: { id: before._id },
      body: { price: 2000, duration: "2h" },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ ...before, price: 2000, discounted_price: 2000, duration: 120 });
    const second = await createBranch(t, shop.shopId);
    const moved = await t.api.call(update, {
      token: shop.token,
      params: { id: before._id },
      body: { branch_ids: [second.id], member_ids: [] },
    });
    expect(moved.body.result).toMatchObject({ branch_ids: [second.id], member_ids: [], price: 2000 });
  });

  it("removes the discount's value with its type, and remembers a new name", async () => {
    const { shop, category } = await createServiceShop(t);
    const before = await addService(shop.token, category.id, { discount_type: 1, discount_value: 100 });
    const res = await t.api.call(update, {
      token: shop.token,
      params: { id: before._id },
      body: { discount_type: null, name: "Full service" },
    });
    expect(res.body.result).toMatchObject({
      name: "Full service",
      discount_type: null,
      discount_value: 0,
      discounted_price: 1500,
    });
    const names = await t.db.select().from(serviceNames).where(eq(serviceNames.shopId, shop.shopId));
    expect(names.map((n) => n.name).sort()).toEqual(["Full service", "Oil change"]);
  });

  it("answers 409 for a name another service of the shop has, and keeps the service; its own name recased is fine", async () => {
    const { shop, category } = await createServiceShop(t);
    await addService(shop.token, category.id, { name: "Oil change" });
    const brakes = await addService(shop.token, category.id, { name: "Brake check" });
    const res = await t.api.call(update, {
      token: shop.token,
      params: { id: brakes._id },
      body: { name: "oil Change " },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual(refusalEnvelope(409, "A service with this name already exists"));
    expect((await t.api.call(get, { token: shop.token, params: { id: brakes._id } })).body.result).toEqual(brakes);
    const recased = await t.api.call(update, {
      token: shop.token,
      params: { id: brakes._id },
      body: { name: "BRAKE CHECK" },
    });
    expect(recased.body.result.name).toBe("BRAKE CHECK");
  });

  it("lets a team member whose role grants services.edit change a service", async () => {
    const { shop, category } = await createServiceShop(t);
    const before = await addService(shop.token, category.id);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["services.edit"] });
    const res = await t.api.call(update, { token: staff.token, params: { id: before._id }, body: { active: false } });
    expect(res.status).toBe(200);
    expect(res.body.result.active).toBe(false);
  });
});

describe("POST service/delete", () => {
  it("answers 401 without a session", async () => {
    const shop = await createShop(t);
    const service = await createService(t, shop.shopId);
    const res = await t.api.call(remove, { body: { id: service.id } });
    expect(res.status).toBe(401);
  });

  it("answers 400 naming id", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(remove, { token: shop.token, body: { id: "oil" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusalEnvelope(400, "id: must be a valid id"));
  });

  it("answers 403 for a user without services.delete, and keeps the service", async () => {
    const shop = await createShop(t);
    const service = await createService(t, shop.shopId);
    const viewer = await createStaffUser(t, shop.shopId, { permissions: ["services.view"] });
    const res = await t.api.call(remove, { token: viewer.token, body: { id: service.id } });
    expect(res.status).toBe(403);
    expect((await t.api.call(get, { token: shop.token, params: { id: service.id } })).status).toBe(200);
  });

  it("answers 404 for another shop's service and an unknown id, and keeps it", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const foreign = await createService(t, other.shopId);
    const res = await t.api.call(remove, { token: shop.token, body: { id: foreign.id } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(refusalEnvelope(404, "Service not found"));
    expect((await t.api.call(remove, { token: shop.token, body: { id: randomUUID() } })).status).toBe(404);
    expect((await t.api.call(get, { token: other.token, params: { id: foreign.id } })).status).toBe(200);
  });

  it("answers 409 while a package holds the service, and keeps it", async () => {
    const shop = await createShop(t);
    const branch = await createBranch(t, shop.shopId);
    const service = await createService(t, shop.shopId, { branchIds: [branch.id] });
    const [pack] = await t.db
      .insert(packages)
      .values({ shopId: shop.shopId, branchId: branch.id, name: "Winter check" })
      .returning();
    if (!pack) throw new Error("no package");
    await t.db.insert(packageServices).values({ shopId: shop.shopId, packageId: pack.id, serviceId: service.id });
    const res = await t.api.call(remove, { token: shop.token, body: { id: service.id } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual(
      refusalEnvelope(409, "This service is part of a package; remove it from the package first"),
    );
    expect((await t.api.call(get, { token: shop.token, params: { id: service.id } })).status).toBe(200);
  });

  it("deletes the service with its links", async () => {
    const shop = await createShop(t);
    const branch = await createBranch(t, shop.shopId);
    const service = await createService(t, shop.shopId, { branchIds: [branch.id] });
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["services.delete"] });
    const res = await t.api.call(remove, { token: staff.token, body: { id: service.id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error_code: 200, message: "OK", result: null });
    expect((await t.api.call(get, { token: shop.token, params: { id: service.id } })).status).toBe(404);
    const links = await t.db.select().from(serviceBranches).where(eq(serviceBranches.serviceId, service.id));
    expect(links).toEqual([]);
  });
});
