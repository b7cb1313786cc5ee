import { roleEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createShop, createStaffUser } from "../../../test/factories/shop.js";
import { createRole } from "../../../test/factories/team.js";
import {
  FORBIDDEN,
  itRefusesLikeEveryGet,
  itRefusesWithoutSession,
  refusalEnvelope,
  refusalsOf,
} from "../../../test/refusals.js";

const t = useTestApp();
const { save, get, list } = roleEndpoints;

async function roleCount(token: string): Promise<number> {
  return (await t.api.call(list, { token })).body.result.totalCount;
}

describe("GET role/get/:id", () => {
  itRefusesLikeEveryGet(t, get, {
    entity: "Role",
    permission: "roles.view",
    permissions: ["roles.add", "roles.edit"],
    create: async (shopId) => (await createRole(t, shopId, ["services.view"])).id,
    badId: "receptionist",
  });

  it("returns the role with the number of team members holding it", async () => {
    const shop = await createShop(t);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["roles.view", "services.view"] });
    const res = await t.api.call(get, { token: staff.token, params: { id: staff.roleId ?? "" } });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      _id: staff.roleId,
      name: expect.stringMatching(/^Role /),
      permissions: ["roles.view", "services.view"],
      active: true,
      members_count: 1,
      created_at: expect.any(String),
    });
  });
});

describe("POST role/merchant-role-post (adding)", () => {
  itRefusesWithoutSession(
    t,
    save,
    () => ({ body: { name: "" } }),
    "answers 401 without a session, even when the body is invalid too",
  );

  it("answers 400 naming the field, and adds nothing", async () => {
    const shop = await createShop(t);
    const refuse = refusalsOf(t, save, { token: shop.token });
    await refuse({ name: "Receptionist" }, "permissions: Please select some actions");
    await refuse({ name: "Receptionist", permissions: [] }, "permissions: Please select some actions");
    await refuse({ permissions: ["services.view"] }, "name: is required");
    await refuse({ name: "   ", permissions: ["services.view"] }, "name: is required");
    await refuse({ name: "x".repeat(81), permissions: ["services.view"] }, "name: is too long");
    await refuse({ name: "Receptionist", permissions: ["services.fly"] }, "permissions: is not one of the choices");
    await refuse({ name: "Receptionist", permissions: ["services"] }, "permissions: is not one of the choices");
    await refuse({ name: "Receptionist", permissions: "services.view" }, "permissions: Please select some actions");
    await refuse(
      { name: "Receptionist", permissions: ["services.view"], active: "yes" },
      "active: must be true or false",
    );
    await refuse({ id: "first", name: "Receptionist", permissions: ["services.view"] }, "id: must be a valid id");
    expect(await roleCount(shop.token)).toBe(0);
  });

  it("answers 403 for a user with neither roles.add nor roles.edit", async () => {
    const shop = await createShop(t);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["roles.view"] });
    const res = await t.api.call(save, {
      token: staff.token,
      body: { name: "Cashier", permissions: ["invoices.view"] },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
  });

  it("answers 403 for a user who may edit roles but not add them, and adds nothing", async () => {
    const shop = await createShop(t);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["roles.edit", "invoices.view"] });
    const res = await t.api.call(save, {
      token: staff.token,
      body: { name: "Cashier", permissions: ["invoices.view"] },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("You do not have permission to do this");
    expect(await roleCount(shop.token)).toBe(1); // the staff user's own role only
  });

  it("answers 403 when a member would grant a permission they do not hold", async () => {
    const shop = await createShop(t);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["roles.add", "services.view"] });
    const res = await t.api.call(save, {
      token: staff.token,
      body: { name: "Manager", permissions: ["services.view", "services.delete"] },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(refusalEnvelope(403, "You can only grant the permissions you hold yourself"));
    const allowed = await t.api.call(save, {
      token: staff.token,
      body: { name: "Viewer", permissions: ["services.view"] },
    });
    expect(allowed.status).toBe(200);
  });

  it("adds an active role with a trimmed name and its actions in catalogue order, without duplicates", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(save, {
      token: shop.token,
      body: {
        name: "  Receptionist  ",
        permissions: ["services.view", "categories.view", "services.view", "appointments.add"],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      _id: expect.any(String),
      name: "Receptionist",
      permissions: ["appointments.add", "categories.view", "services.view"],
      active: true,
      members_count: 0,
      created_at: expect.any(String),
    });
    const read = await t.api.call(get, { token: shop.token, params: { id: res.body.result._id } });
    expect(read.body.result).toEqual(res.body.result);
  });

  it("adds an inactive role when asked", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(save, {
      token: shop.token,
      body: { name: "Seasonal", permissions: ["orders.view"], active: false },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.active).toBe(false);
  });

  it("answers 409 for a name the shop already uses, in any case; another shop may use it", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const body = { name: "Receptionist", permissions: ["services.view"] };
    expect((await t.api.call(save, { token: shop.token, body })).status).toBe(200);
    const again = await t.api.call(save, { token: shop.token, body: { ...body, name: "RECEPTIONIST " } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(refusalEnvelope(409, "A role with this name already exists"));
    expect(await roleCount(shop.token)).toBe(1);
    expect((await t.api.call(save, { token: other.token, body })).status).toBe(200);
  });
});
