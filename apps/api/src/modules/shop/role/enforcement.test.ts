import { allShopPermissions, authEndpoints, branchEndpoints, roleEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { roles, shopUsers } from "../../../db/schema/index.js";
import { permissionsOf } from "../../../platform/route.js";
import { useTestApp } from "../../../test/app.js";
import { TEST_PASSWORD, createBranch, createShop, createStaffUser } from "../../../test/factories/shop.js";

/** Roles drive what a signed-in team member may do, checked through real routes. */
const t = useTestApp();
const branches = branchEndpoints.list;
const { save } = roleEndpoints;

const branchesStatus = async (token: string) => (await t.api.call(branches, { token })).status;
const permissionsShown = async (token: string) =>
  (await t.api.call(authEndpoints.userInfo, { token })).body.result.user.permissions;

describe("a team member's permissions come from their role", () => {
  it("refuses a route the role lacks, allows it once the owner adds it, and refuses it again once deactivated", async () => {
    const shop = await createShop(t);
    await createBranch(t, shop.shopId);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["services.view"] });
    const roleId = staff.roleId ?? "";
    expect(await branchesStatus(staff.token)).toBe(403);

    // The same session: the change applies at the member's next request, no new sign-in needed.
    const widened = await t.api.call(save, {
      token: shop.token,
      body: { id: roleId, permissions: ["services.view", "branches.view"] },
    });
    expect(widened.status).toBe(200);
    expect(await branchesStatus(staff.token)).toBe(200);

    expect((await t.api.call(save, { token: shop.token, body: { id: roleId, active: false } })).status).toBe(200);
    expect(await branchesStatus(staff.token)).toBe(403);
    expect(await permissionsShown(staff.token)).toEqual([]);

    expect((await t.api.call(save, { token: shop.token, body: { id: roleId, active: true } })).status).toBe(200);
    expect(await branchesStatus(staff.token)).toBe(200);
  });

  it("shows the member their role's permissions in get-shop-user-info, and the owner every permission", async () => {
    const shop = await createShop(t);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["services.view", "categories.view"] });
    expect(await permissionsShown(staff.token)).toEqual(["services.view", "categories.view"]);
    const info = await t.api.call(authEndpoints.userInfo, { token: shop.token });
    expect(info.body.result.user).toMatchObject({ is_owner: true, permissions: allShopPermissions });
  });

  it("hands a member their role's permissions when they sign in", async () => {
    const shop = await createShop(t);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["services.view"] });
    const [user] = await t.db.select({ email: shopUsers.email }).from(shopUsers).where(eq(shopUsers.id, staff.userId));
    const res = await t.api.call(authEndpoints.login, { body: { email: user?.email, password: TEST_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.result.user).toMatchObject({ is_owner: false, permissions: ["services.view"] });
  });

  it("applies a change of role at the member's next request", async () => {
    const shop = await createShop(t);
    const viewer = await createStaffUser(t, shop.shopId, { permissions: ["branches.view"] });
    const member = await createStaffUser(t, shop.shopId, { permissions: ["services.view"] });
    expect(await branchesStatus(member.token)).toBe(403);
    await t.db.update(shopUsers).set({ roleId: viewer.roleId }).where(eq(shopUsers.id, member.userId));
    // Written behind the server's back: its cache forgets the member as the team routes make it.
    t.sessions.forgetUser(member.userId);
    expect(await branchesStatus(member.token)).toBe(200);
    expect(await permissionsShown(member.token)).toEqual(["branches.view"]);
  });

  it("grants nothing to a member without a role, or whose role is inactive", async () => {
    const shop = await createShop(t);
    const noRole = await createStaffUser(t, shop.shopId);
    const inactive = await createStaffUser(t, shop.shopId, { permissions: ["branches.view"], roleActive: false });
    for (const token of [noRole.token, inactive.token]) {
      expect(await branchesStatus(token)).toBe(403);
      expect(await permissionsShown(token)).toEqual([]);
    }
  });

  it("ignores names in a role that the catalogue does not know", async () => {
    const shop = await createShop(t);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["services.view"] });
    // As if written by an older version: a stray string must never grant or show anything.
    await t.db
      .update(roles)
      .set({ permissions: ["services.view", "branches.*", "branches"] })
      .where(eq(roles.id, staff.roleId ?? ""));
    expect(await permissionsShown(staff.token)).toEqual(["services.view"]);
    expect(await branchesStatus(staff.token)).toBe(403);
  });

  it("lets a member holding every permission do what the owner does on the roles routes", async () => {
    const shop = await createShop(t);
    const admin = await createStaffUser(t, shop.shopId, { permissions: [...allShopPermissions] });
    const res = await t.api.call(save, {
      token: admin.token,
      body: { name: "Deputy", permissions: allShopPermissions },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.permissions).toEqual(allShopPermissions);
  });
});

describe("permissionsOf", () => {
  it("gives the owner every permission whatever their role says", () => {
    expect(permissionsOf({ isOwner: true, rolePermissions: null })).toEqual(allShopPermissions);
    expect(permissionsOf({ isOwner: true, rolePermissions: ["services.view"] })).toEqual(allShopPermissions);
  });

  it("gives a member their active role's known permissions, and nothing without one", () => {
    expect(permissionsOf({ isOwner: false, rolePermissions: null })).toEqual([]);
    expect(permissionsOf({ isOwner: false, rolePermissions: ["orders.view", "orders.fly"] })).toEqual(["orders.view"]);
  });
});
