import { randomUUID } from "node:crypto";
import { roleEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { shopUsers } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createShop, createStaffUser, type TestShop } from "../../../test/factories/shop.js";
import { FORBIDDEN, refusalEnvelope, refusalsOf } from "../../../test/refusals.js";

const t = useTestApp();
const { save, get, remove, list } = roleEndpoints;

async function addRole(shop: TestShop, name = "Receptionist", permissions = ["services.view"]) {
  const res = await t.api.call(save, { token: shop.token, body: { name, permissions } });
  expect(res.status).toBe(200);
  return res.body.result;
}

const read = async (shop: TestShop, id: string) => (await t.api.call(get, { token: shop.token, params: { id } })).body;

describe("POST role/merchant-role-post (changing)", () => {
  it("answers 401 without a session", async () => {
    const shop = await createShop(t);
    const role = await addRole(shop);
    const res = await t.api.call(save, { body: { id: role._id, active: false } });
    expect(res.status).toBe(401);
    expect((await read(shop, role._id)).result.active).toBe(true);
  });

  it("answers 400 naming the field, and changes nothing", async () => {
    const shop = await createShop(t);
    const role = await addRole(shop);
    const refuse = refusalsOf(t, save, { token: shop.token }, (body: object) => ({ id: role._id, ...body }));
    await refuse({ permissions: [] }, "permissions: Please select some actions");
    await refuse({ permissions: ["orders.teleport"] }, "permissions: is not one of the choices");
    await refuse({ name: "" }, "name: is required");
    await refuse({ active: "no" }, "active: must be true or false");
    expect((await read(shop, role._id)).result).toEqual(role);
  });

  it("answers 403 for a user who may add roles but not edit them, and changes nothing", async () => {
    const shop = await createShop(t);
    const role = await addRole(shop);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["roles.add", "services.view"] });
    const res = await t.api.call(save, { token: staff.token, body: { id: role._id, active: false } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect((await read(shop, role._id)).result.active).toBe(true);
  });

  it("answers 403 when a member would grant more than they hold, by adding actions or by activating", async () => {
    const shop = await createShop(t);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["roles.edit", "services.view"] });
    const role = await addRole(shop, "Stock keeper", ["stock.view", "services.view"]);
    const widen = await t.api.call(save, {
      token: staff.token,
      body: { id: role._id, permissions: ["stock.view", "services.view", "stock.adjust_stock"] },
    });
    expect(widen.status).toBe(403);
    expect(widen.body.message).toBe("You can only grant the permissions you hold yourself");
    // Keeping what the role already grants, or taking some away, is fine.
    const narrow = await t.api.call(save, { token: staff.token, body: { id: role._id, permissions: ["stock.view"] } });
    expect(narrow.status).toBe(200);
    expect((await t.api.call(save, { token: staff.token, body: { id: role._id, active: false } })).status).toBe(200);
    const reactivate = await t.api.call(save, { token: staff.token, body: { id: role._id, active: true } });
    expect(reactivate.status).toBe(403);
    expect((await read(shop, role._id)).result).toMatchObject({ permissions: ["stock.view"], active: false });
  });

  it("answers 404 for another shop's role and leaves it unchanged", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const foreign = await addRole(other, "Theirs");
    const res = await t.api.call(save, { token: shop.token, body: { id: foreign._id, name: "Mine now" } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(refusalEnvelope(404, "Role not found"));
    expect((await read(other, foreign._id)).result.name).toBe("Theirs");
    const unknown = await t.api.call(save, { token: shop.token, body: { id: randomUUID(), active: false } });
    expect(unknown.status).toBe(404);
  });

  it("deactivates and reactivates with the same call, keeping name and actions", async () => {
    const shop = await createShop(t);
    const role = await addRole(shop, "Cashier", ["invoices.view", "invoices.record_payment"]);
    const off = await t.api.call(save, { token: shop.token, body: { id: role._id, active: false } });
    expect(off.status).toBe(200);
    expect(off.body.result).toEqual({ ...role, active: false });
    const inactive = await t.api.call(list, { token: shop.token, query: { status: "inactive" } });
    expect(inactive.body.result.items.map((r) => r._id)).toEqual([role._id]);
    const on = await t.api.call(save, { token: shop.token, body: { id: role._id, active: true } });
    expect(on.body.result).toEqual(role);
  });

  it("renames and replaces the actions; an id alone changes nothing", async () => {
    const shop = await createShop(t);
    const role = await addRole(shop, "Receptionist", ["services.view"]);
    const res = await t.api.call(save, {
      token: shop.token,
      body: { id: role._id, name: "Front desk", permissions: ["clients.view", "appointments.add"] },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      ...role,
      name: "Front desk",
      permissions: ["clients.view", "appointments.add"],
    });
    const same = await t.api.call(save, { token: shop.token, body: { id: role._id } });
    expect(same.body.result).toEqual(res.body.result);
  });

  it("answers 409 when renaming to another role's name, but a role may change its own name's case", async () => {
    const shop = await createShop(t);
    await addRole(shop, "Cashier");
    const role = await addRole(shop, "Receptionist");
    const taken = await t.api.call(save, { token: shop.token, body: { id: role._id, name: "cashier" } });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe("A role with this name already exists");
    const recased = await t.api.call(save, { token: shop.token, body: { id: role._id, name: "RECEPTIONIST" } });
    expect(recased.status).toBe(200);
    expect(recased.body.result.name).toBe("RECEPTIONIST");
  });
});

describe("POST role/delete", () => {
  it("answers 401 without a session, and keeps the role", async () => {
    const shop = await createShop(t);
    const role = await addRole(shop);
    const res = await t.api.call(remove, { body: { id: role._id } });
    expect(res.status).toBe(401);
    expect((await read(shop, role._id)).error_code).toBe(200);
  });

  it("answers 400 naming id when it is missing or not a uuid", async () => {
    const shop = await createShop(t);
    const bad = await t.api.call(remove, { token: shop.token, body: { id: "cashier" } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(refusalEnvelope(400, "id: must be a valid id"));
    const missing = await t.api.call(remove, { token: shop.token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^id: /);
  });

  it("answers 403 for a user without roles.delete, and keeps the role", async () => {
    const shop = await createShop(t);
    const role = await addRole(shop);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["roles.view", "roles.edit"] });
    const res = await t.api.call(remove, { token: staff.token, body: { id: role._id } });
    expect(res.status).toBe(403);
    expect((await read(shop, role._id)).error_code).toBe(200);
  });

  it("answers 404 for another shop's role and keeps it", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const foreign = await addRole(other);
    const res = await t.api.call(remove, { token: shop.token, body: { id: foreign._id } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(refusalEnvelope(404, "Role not found"));
    expect((await read(other, foreign._id)).error_code).toBe(200);
  });

  it("answers 409 while a team member holds the role, and deletes it once nobody does", async () => {
    const shop = await createShop(t);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["services.view"] });
    const roleId = staff.roleId ?? "";
    const held = await t.api.call(remove, { token: shop.token, body: { id: roleId } });
    expect(held.status).toBe(409);
    expect(held.body).toEqual(refusalEnvelope(409, "This role is held by team members; give them another role first"));
    expect((await read(shop, roleId)).result.members_count).toBe(1);
    await t.db.update(shopUsers).set({ roleId: null }).where(eq(shopUsers.id, staff.userId));
    const res = await t.api.call(remove, { token: shop.token, body: { id: roleId } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error_code: 200, message: expect.any(String), result: null });
    expect((await t.api.call(get, { token: shop.token, params: { id: roleId } })).status).toBe(404);
  });

  it("deletes an unheld role, after which its name is free again", async () => {
    const shop = await createShop(t);
    const role = await addRole(shop, "Temporary");
    expect((await t.api.call(remove, { token: shop.token, body: { id: role._id } })).status).toBe(200);
    expect((await t.api.call(list, { token: shop.token })).body.result.totalCount).toBe(0);
    expect((await t.api.call(remove, { token: shop.token, body: { id: role._id } })).status).toBe(404);
    await addRole(shop, "Temporary");
  });
});
