import { randomUUID } from "node:crypto";
import { resourceEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { serviceResources } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createResource, createService } from "../../../test/factories/catalog.js";
import { createBranch, createShop, createStaffUser } from "../../../test/factories/shop.js";
import { listTotal } from "../../../test/lists.js";
import { itRefusesLikeEveryGet, itRefusesWithoutSession, refusalsOf } from "../../../test/refusals.js";

const t = useTestApp();
const { get, create, update, remove, list } = resourceEndpoints;

describe("GET resource/get/:id", () => {
  itRefusesLikeEveryGet(t, get, {
    entity: "Resource",
    permission: "resources.view",
    permissions: ["services.view"],
    create: async (shopId) => (await createResource(t, shopId, (await createBranch(t, shopId)).id)).id,
    badId: "bay-1",
  });

  it("returns the resource with its branch's names", async () => {
    const shop = await createShop(t);
    const branch = await createBranch(t, shop.shopId, { branchNameEnglish: "Gulberg", branchNameArabic: "جلبرج" });
    const resource = await createResource(t, shop.shopId, branch.id, { name: "Paint booth", quantity: 1 });
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["resources.view"] });
    const res = await t.api.call(get, { token: staff.token, params: { id: resource.id } });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      _id: resource.id,
      name: "Paint booth",
      branch_id: branch.id,
      branch_name_english: "Gulberg",
      branch_name_arabic: "جلبرج",
      quantity: 1,
      active: true,
      created_at: resource.createdAt.toISOString(),
    });
  });
});

describe("POST resource/add-resource", () => {
  const body = (branchId: string, overrides: Record<string, unknown> = {}) => ({
    name: "Wash bay",
    branch_id: branchId,
    quantity: 3,
    ...overrides,
  });

  itRefusesWithoutSession(t, create, () => ({ body: body(randomUUID()) }));

  it("answers 400 naming the field, and creates nothing", async () => {
    const shop = await createShop(t);
    const branch = await createBranch(t, shop.shopId);
    const foreign = await createBranch(t, (await createShop(t)).shopId);
    const refuse = refusalsOf(t, create, { token: shop.token });
    await refuse(body(branch.id, { name: " " }), "name: is required");
    await refuse(body("north"), "branch_id: must be a valid id");
    await refuse(body(branch.id, { quantity: 0 }), "quantity: must be at least 1");
    await refuse(body(branch.id, { quantity: 1.5 }), "quantity: must be a whole number");
    await refuse(body(branch.id, { quantity: 101 }), "quantity: must be at most 100");
    await refuse(body(branch.id, { active: "yes" }), "active: must be true or false");
    await refuse(body(foreign.id), "branch_id: must be a valid id");
    await refuse(body(randomUUID()), "branch_id: must be a valid id");
    expect(await listTotal(t, list, shop.token)).toBe(0);
  });

  it("answers 403 for a user holding only resources.view, and creates nothing", async () => {
    const shop = await createShop(t);
    const branch = await createBranch(t, shop.shopId);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["resources.view"] });
    expect((await t.api.call(create, { token: staff.token, body: body(branch.id) })).status).toBe(403);
    expect(await listTotal(t, list, shop.token)).toBe(0);
  });

  it("creates an active resource at the branch, readable afterwards", async () => {
    const shop = await createShop(t);
    const branch = await createBranch(t, shop.shopId, { branchNameEnglish: "DHA" });
    const res = await t.api.call(create, { token: shop.token, body: body(branch.id, { name: "  Wash bay " }) });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      name: "Wash bay",
      branch_id: branch.id,
      branch_name_english: "DHA",
      quantity: 3,
      active: true,
    });
    const read = await t.api.call(get, { token: shop.token, params: { id: res.body.result._id } });
    expect(read.body.result).toEqual(res.body.result);
  });
});

describe("PATCH resource/update-resource/:id", () => {
  it("answers 401 without a session", async () => {
    const shop = await createShop(t);
    const resource = await createResource(t, shop.shopId, (await createBranch(t, shop.shopId)).id);
    expect((await t.api.call(update, { params: { id: resource.id }, body: { quantity: 4 } })).status).toBe(401);
  });

  it("answers 400 naming the field, and changes nothing", async () => {
    const shop = await createShop(t);
    const resource = await createResource(t, shop.shopId, (await createBranch(t, shop.shopId)).id);
    const foreign = await createBranch(t, (await createShop(t)).shopId);
    for (const [sent, message] of [
      [{ quantity: -1 }, "quantity: must be at least 1"],
      [{ name: "" }, "name: is required"],
      [{ branch_id: foreign.id }, "branch_id: must be a valid id"],
    ] as const) {
      const res = await t.api.call(update, { token: shop.token, params: { id: resource.id }, body: sent });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const after = await t.api.call(get, { token: shop.token, params: { id: resource.id } });
    expect(after.body.result).toMatchObject({ name: "Lift", quantity: 2, branch_id: resource.branchId });
  });

  it("answers 403 for a user without resources.edit", async () => {
    const shop = await createShop(t);
    const resource = await createResource(t, shop.shopId, (await createBranch(t, shop.shopId)).id);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["resources.view", "resources.add"] });
    const res = await t.api.call(update, { token: staff.token, params: { id: resource.id }, body: { quantity: 5 } });
    expect(res.status).toBe(403);
  });

  it("answers 404 for another shop's resource and leaves it unchanged", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const foreign = await createResource(t, other.shopId, (await createBranch(t, other.shopId)).id);
    const res = await t.api.call(update, { token: shop.token, params: { id: foreign.id }, body: { quantity: 9 } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Resource not found");
    const after = await t.api.call(get, { token: other.token, params: { id: foreign.id } });
    expect(after.body.result.quantity).toBe(2);
  });

  it("changes only the fields sent, and moves the resource to another branch of the shop", async () => {
    const shop = await createShop(t);
    const resource = await createResource(t, shop.shopId, (await createBranch(t, shop.shopId)).id);
    const south = await createBranch(t, shop.shopId, { branchNameEnglish: "South" });
    const off = await t.api.call(update, { token: shop.token, params: { id: resource.id }, body: { active: false } });
    expect(off.body.result).toMatchObject({ name: "Lift", quantity: 2, active: false });
    const moved = await t.api.call(update, {
      token: shop.token,
      params: { id: resource.id },
      body: { branch_id: south.id, quantity: 4 },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.result).toMatchObject({ branch_name_english: "South", quantity: 4, active: false });
  });
});

describe("POST resource/delete", () => {
  itRefusesWithoutSession(t, remove, () => ({ body: { id: randomUUID() } }));

  it("answers 400 naming id when it is not a uuid", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(remove, { token: shop.token, body: { id: 12 } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("id: must be a valid id");
  });

  it("answers 403 for a user without resources.delete, and keeps it", async () => {
    const shop = await createShop(t);
    const resource = await createResource(t, shop.shopId, (await createBranch(t, shop.shopId)).id);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["resources.view", "resources.edit"] });
    expect((await t.api.call(remove, { token: staff.token, body: { id: resource.id } })).status).toBe(403);
    expect(await listTotal(t, list, shop.token)).toBe(1);
  });

  it("answers 404 for another shop's resource and keeps it", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const foreign = await createResource(t, other.shopId, (await createBranch(t, other.shopId)).id);
    expect((await t.api.call(remove, { token: shop.token, body: { id: foreign.id } })).status).toBe(404);
    expect(await listTotal(t, list, other.token)).toBe(1);
  });

  it("deletes it, and the services that needed it stop needing it", async () => {
    const shop = await createShop(t);
    const resource = await createResource(t, shop.shopId, (await createBranch(t, shop.shopId)).id);
    const service = await createService(t, shop.shopId);
    await t.db.insert(serviceResources).values({ shopId: shop.shopId, serviceId: service.id, resourceId: resource.id });
    const res = await t.api.call(remove, { token: shop.token, body: { id: resource.id } });
    expect(res.status).toBe(200);
    expect((await t.api.call(get, { token: shop.token, params: { id: resource.id } })).status).toBe(404);
    const needs = await t.db.select().from(serviceResources).where(eq(serviceResources.serviceId, service.id));
    expect(needs).toEqual([]);
    expect((await t.api.call(remove, { token: shop.token, body: { id: resource.id } })).status).toBe(404);
  });
});
