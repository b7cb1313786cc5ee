import { randomUUID } from "node:crypto";
import { serviceEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { serviceNames, services } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import {
  createCategory,
  createResource,
  createService,
  createServiceShop,
  serviceBody,
} from "../../../test/factories/catalog.js";
import { createBranch, createShop, createStaffUser } from "../../../test/factories/shop.js";
import { createMember } from "../../../test/factories/team.js";
import { listTotal } from "../../../test/lists.js";
import {
  FORBIDDEN,
  itRefusesLikeEveryGet,
  itRefusesWithoutSession,
  refusalEnvelope,
  refusalsOf,
} from "../../../test/refusals.js";

const t = useTestApp();
const { get, create, list } = serviceEndpoints;
const DURATION = "duration: must be a duration in 5-minute steps, such as 45min or 1h 30min";

describe("GET service/get/:id", () => {
  itRefusesLikeEveryGet(t, get, {
    entity: "Service",
    permission: "services.view",
    permissions: ["categories.view"],
    create: async (shopId) => (await createService(t, shopId)).id,
  });

  it("returns every tab of the service to a user holding services.view", async () => {
    const { shop, category, branch, member, resource } = await createServiceShop(t);
    const created = await t.api.call(create, {
      token: shop.token,
      body: serviceBody(category.id, {
        branch_ids: [branch.id],
        member_ids: [member.id],
        resources: [{ resource_id: resource.id, quantity: 1 }],
        checklist: ["Check the oil level", "Check the filter"],
      }),
    });
    const viewer = await createStaffUser(t, shop.shopId, { permissions: ["services.view"] });
    const res = await t.api.call(get, { token: viewer.token, params: { id: created.body.result._id } });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual(created.body.result);
    expect(res.body.result).toMatchObject({
      branch_ids: [branch.id],
      member_ids: [member.id],
      resources: [{ resource_id: resource.id, quantity: 1 }],
      checklist: ["Check the oil level", "Check the filter"],
    });
  });
});

describe("POST service/add-service", () => {
  itRefusesWithoutSession(
    t,
    create,
    () => ({ body: { name: "" } }),
    "answers 401 without a session, even when the body is invalid too",
  );

  it("answers 400 naming the field for bad values, and creates nothing", async () => {
    const { shop, category } = await createServiceShop(t);
    const refuse = refusalsOf(t, create, { token: shop.token }, (overrides: Record<string, unknown>) =>
      serviceBody(category.id, overrides),
    );
    await refuse({ name: "  " }, "name: is required");
    await refuse({ duration: "90 seconds" }, DURATION);
    await refuse({ duration: "7min" }, DURATION);
    await refuse({ duration: 0 }, DURATION);
    await refuse({ duration: "1h 30" }, DURATION);
    await refuse({ duration: "25h" }, DURATION);
    await refuse({ price: -1 }, "price: must be at least 0");
    await refuse({ price: -50 }, "price: must be at least 0");
    await refuse({ price: null }, "price: is required");
    await refuse({ price: 10.555 }, "price: must be an amount with at most two decimals");
    await refuse({ discount_type: 2, discount_value: 150 }, "discount_value: must be at most 100");
    await refuse({ discount_type: 3, discount_value: 1 }, "discount_type: is not one of the choices");
    await refuse({ commission_type: 2, commission_value: 101 }, "commission_value: must be at most 100");
    await refuse({ category_id: "oil" }, "category_id: must be a valid id");
    await refuse({ quantity: 1.5 }, "quantity: must be a whole number");
    await refuse({ quantity: -5 }, "quantity: must be at least 0");
    await refuse({ quantity: 1001 }, "quantity: must be at most 1000");
    await refuse({ online_booking: "yes" }, "online_booking: must be true or false");
    const { name: _name, ...withoutName } = serviceBody(category.id);
    const missing = await t.api.call(create, { token: shop.token, body: withoutName });
    expect(missing.body.message).toBe("name: is required");
    expect(await listTotal(t, list, shop.token)).toBe(0);
  });

  it("answers 400 naming the field for an id that is not the shop's own, and creates nothing", async () => {
    const { shop, category, branch, member, resource } = await createServiceShop(t);
    const other = await createShop(t);
    const refuse = refusalsOf(t, create, { token: shop.token }, (overrides: Record<string, unknown>) =>
      serviceBody(category.id, overrides),
    );
    const foreignCategory = await createCategory(t, other.shopId);
    const productCategory = await createCategory(t, shop.shopId, { kind: "products" });
    const foreignBranch = await createBranch(t, other.shopId);
    const foreignMember = await createMember(t, other.shopId);
    const foreignResource = await createResource(t, other.shopId, foreignBranch.id);
    await refuse({ category_id: foreignCategory.id }, "category_id: must be a valid id");
    await refuse({ category_id: randomUUID() }, "category_id: must be a valid id");
    await refuse({ category_id: productCategory.id }, "category_id: is not a category of services");
    await refuse({ branch_ids: [branch.id, foreignBranch.id] }, "branch_ids: must be a valid id");
    await refuse({ branch_ids: [branch.id, branch.id] }, "branch_ids: lists the same item twice");
    await refuse({ member_ids: [member.id, foreignMember.id] }, "member_ids: must be a valid id");
    // The owner runs the shop; a service is performed by team members.
    await refuse({ member_ids: [shop.userId] }, "member_ids: must be a valid id");
    await refuse({ resources: [{ resource_id: foreignResource.id, quantity: 1 }] }, "resources: must be a valid id");
    await refuse(
      {
        resources: [
          { resource_id: resource.id, quantity: 1 },
          { resource_id: resource.id, quantity: 2 },
        ],
      },
      "resources: lists the same item twice",
    );
    await refuse(
      { resources: [{ resource_id: resource.id, quantity: 0 }] },
      "resources.0.quantity: must be at least 1",
    );
    // The lift's two are all the shop has: a service needing three could never be booked.
    await refuse({ resources: [{ resource_id: resource.id, quantity: 3 }] }, "resources.0.quantity: must be at most 2");
    expect(await listTotal(t, list, shop.token)).toBe(0);
  });

  it("answers 403 for a user without services.add, and creates nothing", async () => {
    const { shop, category } = await createServiceShop(t);
    const viewer = await createStaffUser(t, shop.shopId, { permissions: ["services.view"] });
    const res = await t.api.call(create, { token: viewer.token, body: serviceBody(category.id) });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect(await listTotal(t, list, shop.token)).toBe(0);
  });

  it('stores "1h 30min" as 90 minutes and the price in minor units, and returns the service with its _id', async () => {
    const { shop, category } = await createServiceShop(t);
    const res = await t.api.call(create, { token: shop.token, body: serviceBody(category.id) });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      _id: expect.any(String),
      name: "Oil change",
      category_id: category.id,
      category_name_english: "Maintenance",
      category_name_arabic: "صيانة",
      description: null,
      price: 1500,
      discount_type: null,
      discount_value: 0,
      discounted_price: 1500,
      duration: 90,
      quantity: 1,
      branch_ids: [],
      member_ids: [],
      resources: [],
      online_booking: false,
      lead_time_minutes: 0,
      checklist: [],
      commission_type: null,
      commission_value: 0,
      active: true,
      vat_applies: true,
      created_at: expect.any(String),
    });
    const [row] = await t.db.select().from(services).where(eq(services.id, res.body.result._id));
    expect(row).toMatchObject({ durationMinutes: 90, priceMinor: 150_000, shopId: shop.shopId });
  });

  it("reads each written form of a duration in minutes", async () => {
    const { shop, category } = await createServiceShop(t);
    const cases: [string | number, number][] = [
      ["2h", 120],
      ["45min", 45],
      ["90 minutes", 90],
      [60, 60],
      ["1.5h", 90],
    ];
    for (const [duration, minutes] of cases) {
      const body = serviceBody(category.id, { name: `Oil change ${duration}`, duration });
      const res = await t.api.call(create, { token: shop.token, body });
      expect(res.body.result.duration, String(duration)).toBe(minutes);
    }
  });

  it("computes the discounted price: a Fixed discount above the price gives 0, a percentage stays exact", async () => {
    const { shop, category } = await createServiceShop(t);
    const fixed = await t.api.call(create, {
      token: shop.token,
      body: serviceBody(category.id, { price: 500, discount_type: 1, discount_value: 800 }),
    });
    expect(fixed.body.result).toMatchObject({ price: 500, discount_type: 1, discount_value: 800, discounted_price: 0 });
    const percent = await t.api.call(create, {
      token: shop.token,
      body: serviceBody(category.id, { name: "Brake check", price: 1500, discount_type: 2, discount_value: 12.5 }),
    });
    expect(percent.body.result).toMatchObject({ discount_type: 2, discount_value: 12.5, discounted_price: 1312.5 });
    const [row] = await t.db.select().from(services).where(eq(services.id, percent.body.result._id));
    expect(row?.discountValue).toBe(1250);
  });

  it("answers 409 for a name another service of the shop has, in any case or with spaces around it", async () => {
    const { shop, category } = await createServiceShop(t);
    await createService(t, shop.shopId, { name: "Oil change", categoryId: category.id });
    const res = await t.api.call(create, {
      token: shop.token,
      body: serviceBody(category.id, { name: " OIL CHANGE  " }),
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual(refusalEnvelope(409, "A service with this name already exists"));
    expect(await listTotal(t, list, shop.token)).toBe(1);
    // Another shop may use the same name.
    const other = await createServiceShop(t);
    const body = serviceBody(other.category.id, { name: "Oil change" });
    expect((await t.api.call(create, { token: other.shop.token, body })).status).toBe(200);
  });

  it("links branches, members and resources, and remembers the name among the shop's service names", async () => {
    const { shop, category, branch, member, resource } = await createServiceShop(t);
    const res = await t.api.call(create, {
      token: shop.token,
      body: serviceBody(category.id, {
        name: "Wheel alignment",
        branch_ids: [branch.id],
        member_ids: [member.id],
        resources: [{ resource_id: resource.id, quantity: 2 }],
        online_booking: true,
        lead_time_minutes: 120,
        commission_type: 2,
        commission_value: 5,
        active: false,
        vat_applies: false,
      }),
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      branch_ids: [branch.id],
      member_ids: [member.id],
      resources: [{ resource_id: resource.id, quantity: 2 }],
      online_booking: true,
      lead_time_minutes: 120,
      commission_type: 2,
      commission_value: 5,
      active: false,
      vat_applies: false,
    });
    const names = await t.db.select().from(serviceNames).where(eq(serviceNames.shopId, shop.shopId));
    expect(names.map((n) => n.name)).toEqual(["Wheel alignment"]);
  });

  it("lets a team member whose role grants services.add create a service", async () => {
    const { shop, category } = await createServiceShop(t);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["services.add"] });
    const res = await t.api.call(create, { token: staff.token, body: serviceBody(category.id) });
    expect(res.status).toBe(200);
    expect(await listTotal(t, list, shop.token)).toBe(1);
  });
});
