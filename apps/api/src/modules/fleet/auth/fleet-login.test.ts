import { authEndpoints, fleetAuthEndpoints, fleetRoleEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { employees, sessions } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createCompany, createFleetUser } from "../../../test/factories/fleet.js";
import { TEST_PASSWORD, createShop } from "../../../test/factories/shop.js";
import { fleetRefusals, refusalEnvelope } from "../../../test/refusals.js";

const t = useTestApp();
const { itRefusesWithoutSession } = fleetRefusals;

const login = (body: unknown, remoteAddress = "10.2.0.1") =>
  t.api.call(fleetAuthEndpoints.login, { body, remoteAddress });

async function sessionOf(userId: string) {
  const [row] = await t.db.select().from(sessions).where(eq(sessions.employeeId, userId));
  if (!row) throw new Error("no session");
  return row;
}

const hoursFromNow = (date: Date) => (date.getTime() - Date.now()) / 3_600_000;

describe("POST /fueling/api/auth/login", () => {
  it("answers 400 naming the bad field", async () => {
    const email = await login({ email: "not-an-email", password: "x" });
    expect(email.status).toBe(400);
    expect(email.body.message).toBe("email: must be a valid e-mail address");
    const remember = await login({ email: "a@b.test", password: "x", remember_me: "yes" });
    expect(remember.body.message).toBe("remember_me: must be true or false");
  });

  it("signs the admin in with the company and every permission, for hours without remember me", async () => {
    const company = await createCompany(t);
    await t.db.delete(sessions).where(eq(sessions.employeeId, company.userId));
    const res = await login({ email: company.email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.result.company._id).toBe(company.companyId);
    expect(res.body.result.user).toMatchObject({ email: company.email, is_admin: true });
    expect(res.body.result.user).not.toHaveProperty("password_hash");
    const session = await sessionOf(company.userId);
    expect(session.isRemembered).toBe(false);
    expect(hoursFromNow(session.expiresAt)).toBeCloseTo(t.config.session.maxHours, 1);
  });

  it("keeps a remembered session for the configured days", async () => {
    const company = await createCompany(t);
    await t.db.delete(sessions).where(eq(sessions.employeeId, company.userId));
    const res = await login({ email: company.email, password: TEST_PASSWORD, remember_me: true });
    expect(res.status).toBe(200);
    const session = await sessionOf(company.userId);
    expect(session.isRemembered).toBe(true);
    expect(hoursFromNow(session.expiresAt) / 24).toBeCloseTo(t.config.session.rememberDays, 1);
    // Idle for longer than an ordinary session may be, a remembered one still opens.
    const idle = new Date(Date.now() - (t.config.session.idleMinutes + 5) * 60_000);
    await t.db.update(sessions).set({ lastSeenAt: idle }).where(eq(sessions.id, session.id));
    expect((await t.api.call(fleetAuthEndpoints.userInfo, { token: res.body.result.token })).status).toBe(200);
  });

  it("signs in an employee with a role, holding only what the role grants", async () => {
    const company = await createCompany(t);
    const staff = await createFleetUser(t, company.companyId, { permissions: ["employees.view"] });
    const [row] = await t.db.select().from(employees).where(eq(employees.id, staff.userId));
    const res = await login({ email: row?.email, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.result.user).toMatchObject({ is_admin: false, permissions: ["employees.view"] });
  });

  it("answers the same 401 for a wrong password, an unknown e-mail and an employee who may not sign in", async () => {
    const company = await createCompany(t);
    const wrong = await login({ email: company.email, password: "wrong-password" });
    const unknown = await login({ email: "nobody@example.test", password: "whatever1" });
    const driver = await createFleetUser(t, company.companyId);
    const [row] = await t.db.select().from(employees).where(eq(employees.id, driver.userId));
    const noRole = await login({ email: row?.email, password: TEST_PASSWORD });
    for (const res of [wrong, unknown, noRole]) {
      expect(res.status).toBe(401);
      expect(res.body.message).toBe("Invalid e-mail or password");
    }
  });

  it("refuses an admin who is no longer active", async () => {
    const company = await createCompany(t);
    await t.db.update(employees).set({ status: "deactive" }).where(eq(employees.id, company.userId));
    expect((await login({ email: company.email, password: TEST_PASSWORD })).status).toBe(401);
    expect((await t.api.call(fleetAuthEndpoints.userInfo, { token: company.token })).status).toBe(401);
  });

  it("answers 429 after too many failures a minute for one e-mail and address", async () => {
    const company = await createCompany(t);
    const attempt = (password: string, remoteAddress = "10.2.1.1") =>
      login({ email: company.email, password }, remoteAddress);
    for (let i = 0; i < t.config.limits.loginFailuresPerMinute; i++) {
      expect((await attempt("wrong-password")).status).toBe(401);
    }
    const limited = await attempt("wrong-password");
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe("Too many attempts. Please wait a minute and try again.");
    expect((await attempt(TEST_PASSWORD)).status).toBe(429);
    expect((await attempt(TEST_PASSWORD, "10.2.1.2")).status).toBe(200);
  });
});

describe("GET /fueling/api/auth/user-info", () => {
  itRefusesWithoutSession(t, fleetAuthEndpoints.userInfo);

  it("answers 401 to a shop's session: a shop token never opens the fleet portal", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(fleetAuthEndpoints.userInfo, { token: shop.token });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Your session has expired. Please log in again to continue.");
    const company = await createCompany(t);
    expect((await t.api.call(authEndpoints.userInfo, { token: company.token })).status).toBe(401);
  });

  it("shows a staff user only the permissions of an active role", async () => {
    const company = await createCompany(t);
    const staff = await createFleetUser(t, company.companyId, { permissions: ["vehicles.view"] });
    const before = await t.api.call(fleetAuthEndpoints.userInfo, { token: staff.token });
    expect(before.body.result.user.permissions).toEqual(["vehicles.view"]);
    const deactivated = await t.api.call(fleetRoleEndpoints.updateStatus, {
      token: company.token,
      params: { id: staff.roleId ?? "" },
      body: { status: "inactive" },
    });
    expect(deactivated.status).toBe(200);
    const after = await t.api.call(fleetAuthEndpoints.userInfo, { token: staff.token });
    expect(after.body.result.user.permissions).toEqual([]);
  });

  it("keeps signed-in answers out of caches", async () => {
    const company = await createCompany(t);
    const res = await t.api.call(fleetAuthEndpoints.userInfo, { token: company.token });
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});

describe("POST /fueling/api/auth/logout", () => {
  itRefusesWithoutSession(t, fleetAuthEndpoints.logout);

  it("ends the session and only that one", async () => {
    const company = await createCompany(t);
    const other = await login({ email: company.email, password: TEST_PASSWORD });
    const res = await t.api.call(fleetAuthEndpoints.logout, { token: company.token });
    expect(res.status).toBe(200);
    expect((await t.api.call(fleetAuthEndpoints.userInfo, { token: company.token })).body).toEqual(
      refusalEnvelope(401, "Your session has expired. Please log in again to continue."),
    );
    expect((await t.api.call(fleetAuthEndpoints.userInfo, { token: other.body.result.token })).status).toBe(200);
  });
});
