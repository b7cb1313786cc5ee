import {
  authEndpoints,
  branchEndpoints,
  fleetAuthEndpoints,
  fleetRoleEndpoints,
  roleEndpoints,
  teamEndpoints,
  vehicleEndpoints,
} from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, shopUsers } from "../db/schema/index.js";
import { useTestApp } from "../test/app.js";
import { createCompany, createFleetUser } from "../test/factories/fleet.js";
import { TEST_PASSWORD, createShop, createStaffUser } from "../test/factories/shop.js";
import { createRole, fullMemberBody } from "../test/factories/team.js";
import { latestMailTo } from "../test/mail.js";
import { SessionCache } from "./session-cache.js";

/** Every statement the app sends, so a test can count what one request runs. */
const statements: string[] = [];
const t = useTestApp({}, { onQuery: (query) => statements.push(query) });

const userInfo = (token: string) => t.api.call(authEndpoints.userInfo, { token });
const branchesStatus = async (token: string) => (await t.api.call(branchEndpoints.list, { token })).status;

/** Two requests: the first reads the session from the database, the second finds it cached. */
async function useTwice(token: string, call: (token: string) => Promise<{ status: number }> = userInfo) {
  expect((await call(token)).status).toBe(200);
  expect((await call(token)).status).toBe(200);
}

async function emailOf(userId: string) {
  const [row] = await t.db.select({ email: shopUsers.email }).from(shopUsers).where(eq(shopUsers.id, userId));
  return row?.email ?? "";
}

describe("a signed-in request on a cached session", () => {
  it("runs one statement for GET get-shop-user-info: the user and the shop, not the session", async () => {
    const shop = await createShop(t);
    await userInfo(shop.token);
    statements.length = 0;
    const res = await userInfo(shop.token);
    expect(res.status).toBe(200);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain('from "shop_users"');
    expect(statements[0]).not.toContain('"sessions"');
  });

  it("still reads the database the first time, and for a token of the other back office", async () => {
    const shop = await createShop(t);
    statements.length = 0;
    await userInfo(shop.token);
    expect(statements.some((query) => query.includes('from "sessions"'))).toBe(true);
    const fleet = await t.api.call(fleetAuthEndpoints.userInfo, { token: shop.token });
    expect(fleet.status).toBe(401);
  });
});

describe("a cached session answers the new truth at the very next request", () => {
  it("after logout", async () => {
    const shop = await createShop(t);
    await useTwice(shop.token);
    expect((await t.api.call(authEndpoints.logout, { token: shop.token })).status).toBe(200);
    expect((await userInfo(shop.token)).status).toBe(401);
  });

  it("after a password reset", async () => {
    const shop = await createShop(t);
    await useTwice(shop.token);
    await t.api.call(authEndpoints.forgotPassword, { body: { email: shop.email } });
    const link = (await latestMailTo(t, shop.email))?.text.match(/\/reset-password\/([\w-]+)/)?.[1];
    const reset = await t.api.call(authEndpoints.resetPassword, {
      body: { token: link, password: "a-new-password-1" },
    });
    expect(reset.status).toBe(200);
    expect((await userInfo(shop.token)).status).toBe(401);
  });

  it("after a rotation: the old token lasts its grace only, though it was cached", async () => {
    const shop = await createShop(t);
    await useTwice(shop.token);
    const old = new Date(Date.now() - (t.config.session.rotateMinutes + 1) * 60_000);
    await t.db.update(sessions).set({ rotatedAt: old }).where(eq(sessions.userId, shop.userId));
    // Aged behind the server's back, as time would: the server reads the row again.
    t.sessions.forgetUser(shop.userId);
    const rotated = await userInfo(shop.token);
    const fresh = rotated.body.token;
    expect(fresh).toBeDefined();
    await t.db
      .update(sessions)
      .set({ rotatedAt: new Date(Date.now() - 120_000) })
      .where(eq(sessions.userId, shop.userId));
    expect((await userInfo(shop.token)).status).toBe(401);
    expect((await userInfo(fresh ?? "")).status).toBe(200);
  });

  it("after the owner gives a member another role", async () => {
    const shop = await createShop(t);
    const member = await createStaffUser(t, shop.shopId, { permissions: ["services.view"] });
    await useTwice(member.token);
    const viewer = await createRole(t, shop.shopId, ["branches.view"]);
    expect(await branchesStatus(member.token)).toBe(403);
    const body = fullMemberBody({ can_sign_in: true, email: await emailOf(member.userId), role_id: viewer.id });
    const saved = await t.api.call(teamEndpoints.update, { token: shop.token, params: { id: member.userId }, body });
    expect(saved.status).toBe(200);
    expect(await branchesStatus(member.token)).toBe(200);
    expect((await userInfo(member.token)).body.result.user.permissions).toEqual(["branches.view"]);
  });

  it("after the owner edits the member's role, deactivates the member, or deletes them", async () => {
    const shop = await createShop(t);
    const member = await createStaffUser(t, shop.shopId, { permissions: ["services.view"] });
    await useTwice(member.token);
    const role = { id: member.roleId ?? "", permissions: ["services.view", "branches.view"] };
    expect((await t.api.call(roleEndpoints.save, { token: shop.token, body: role })).status).toBe(200);
    expect(await branchesStatus(member.token)).toBe(200);

    const toggled = await t.api.call(teamEndpoints.toggleStatus, { token: shop.token, params: { id: member.userId } });
    expect(toggled.status).toBe(200);
    expect((await userInfo(member.token)).status).toBe(401);

    const other = await createStaffUser(t, shop.shopId, { permissions: ["services.view"] });
    await useTwice(other.token);
    const removed = await t.api.call(teamEndpoints.remove, { token: shop.token, body: { id: other.userId } });
    expect(removed.status).toBe(200);
    expect((await userInfo(other.token)).status).toBe(401);
  });

  it("after a fleet role's actions change", async () => {
    const company = await createCompany(t);
    const staff = await createFleetUser(t, company.companyId, { permissions: ["vehicles.view"] });
    const vehicles = (token: string) => t.api.call(vehicleEndpoints.list, { token });
    await useTwice(staff.token, vehicles);
    const changed = await t.api.call(fleetRoleEndpoints.update, {
      token: company.token,
      params: { id: staff.roleId ?? "" },
      body: { name: "Drivers' desk", permissions: ["employees.view"] },
    });
    expect(changed.status).toBe(200);
    expect((await vehicles(staff.token)).status).toBe(403);
  });

  it("after a fleet user changes their password: their other sessions end, this one stays", async () => {
    const company = await createCompany(t);
    const fleetInfo = (token: string) => t.api.call(fleetAuthEndpoints.userInfo, { token });
    const other = await t.sessions.create({ realm: "fleet", userId: company.userId, tenantId: company.companyId });
    await useTwice(other, fleetInfo);
    const body = {
      current_password: TEST_PASSWORD,
      new_password: "a-new-password-1",
      confirm_password: "a-new-password-1",
    };
    const res = await t.api.call(fleetAuthEndpoints.changePassword, { token: company.token, body });
    expect(res.status).toBe(200);
    expect((await fleetInfo(other)).status).toBe(401);
    expect((await fleetInfo(company.token)).status).toBe(200);
  });
});

describe("SessionCache", () => {
  const row = (id: string) => ({ id, userId: `user-${id}`, tenantId: "shop" });

  it("forgets an entry after its time, and keeps no more than its bound, the least recently used going first", () => {
    const cache = new SessionCache<ReturnType<typeof row>>(5_000, 2);
    cache.store("a", row("a"), cache.currentEpoch(), 0);
    cache.store("b", row("b"), cache.currentEpoch(), 0);
    expect(cache.get("a", 1_000)?.id).toBe("a");
    cache.store("c", row("c"), cache.currentEpoch(), 1_000);
    expect(cache.get("b", 1_000)).toBeNull();
    expect(cache.get("a", 4_999)?.id).toBe("a");
    expect(cache.get("a", 5_000)).toBeNull();
    expect(cache.size).toBe(1);
  });

  it("does not store what a read found when a drop happened while it ran", () => {
    const cache = new SessionCache<ReturnType<typeof row>>(5_000);
    const epoch = cache.currentEpoch();
    cache.drop((entry) => entry.userId === "user-a");
    cache.store("a", row("a"), epoch, 0);
    expect(cache.get("a", 0)).toBeNull();
  });
});
