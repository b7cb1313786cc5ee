import { fleetAuthEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { employees } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createCompany, createFleetUser } from "../../../test/factories/fleet.js";
import { TEST_PASSWORD } from "../../../test/factories/shop.js";
import { fleetRefusals, invalidEnvelope } from "../../../test/refusals.js";

const t = useTestApp();
const { itRefusesWithoutSession } = fleetRefusals;

const profile = { name: "Ayesha Khan", phone: "+92 321 7654321" };
const passwords = {
  current_password: TEST_PASSWORD,
  new_password: "a-new-password",
  confirm_password: "a-new-password",
};

describe("PUT /fueling/api/auth/profile", () => {
  itRefusesWithoutSession(t, fleetAuthEndpoints.profile, () => ({ body: profile }));

  it("answers 400 with spec 001's words for a bad phone, and for an empty name", async () => {
    const company = await createCompany(t);
    const call = (body: unknown) => t.api.call(fleetAuthEndpoints.profile, { token: company.token, body });
    expect((await call({ ...profile, phone: "call me" })).body).toEqual(
      invalidEnvelope("phone: Please enter valid phone number"),
    );
    expect((await call({ ...profile, phone: "2255913" })).body).toEqual(
      invalidEnvelope("phone: Please enter valid phone number"),
    );
    expect((await call({ ...profile, name: "  " })).body).toEqual(invalidEnvelope("name: is required"));
  });

  it("changes the signed-in user's own name and phone, and nobody else's", async () => {
    const company = await createCompany(t);
    const staff = await createFleetUser(t, company.companyId, { permissions: ["employees.view"] });
    const res = await t.api.call(fleetAuthEndpoints.profile, { token: staff.token, body: profile });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ ...profile, is_admin: false, permissions: ["employees.view"] });
    const info = await t.api.call(fleetAuthEndpoints.userInfo, { token: staff.token });
    expect(info.body.result.user).toMatchObject(profile);
    const [admin] = await t.db.select().from(employees).where(eq(employees.id, company.userId));
    expect(admin?.name).toBe("Test Admin");
  });

  it("stores a phone typed in the local form as E.164 and answers it in international form", async () => {
    const company = await createCompany(t);
    const body = { ...profile, phone: "0321-7654321" };
    const res = await t.api.call(fleetAuthEndpoints.profile, { token: company.token, body });
    expect(res.body.result.phone).toBe("+92 321 7654321");
    const [admin] = await t.db.select().from(employees).where(eq(employees.id, company.userId));
    expect(admin?.phone).toBe("+923217654321");
  });
});

describe("POST /fueling/api/auth/change-password", () => {
  itRefusesWithoutSession(t, fleetAuthEndpoints.changePassword, () => ({ body: passwords }));

  it("answers 400 with spec 001's words for a missing new password and a confirmation that differs", async () => {
    const company = await createCompany(t);
    const call = (body: unknown) => t.api.call(fleetAuthEndpoints.changePassword, { token: company.token, body });
    const missing = await call({ ...passwords, new_password: "" });
    expect(missing.body).toEqual(invalidEnvelope("new_password: Please enter new password"));
    const { new_password: _new, ...absent } = passwords;
    expect((await call(absent)).body.message).toBe("new_password: Please enter new password");
    const differs = await call({ ...passwords, confirm_password: "another-password" });
    expect(differs.body).toEqual(invalidEnvelope("confirm_password: Password must be same"));
    const short = await call({ ...passwords, new_password: "short", confirm_password: "short" });
    expect(short.body).toEqual(invalidEnvelope("new_password: must be at least 8 characters"));
  });

  it("answers 400 on the current password when it is wrong, and keeps the old one", async () => {
    const company = await createCompany(t);
    const res = await t.api.call(fleetAuthEndpoints.changePassword, {
      token: company.token,
      body: { ...passwords, current_password: "not-my-password" },
    });
    expect(res.body).toEqual(invalidEnvelope("current_password: is not your current password"));
    const login = await t.api.call(fleetAuthEndpoints.login, {
      body: { email: company.email, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(200);
  });

  it("holds guesses of the current password to the sign-in limit", async () => {
    const company = await createCompany(t);
    const body = { ...passwords, current_password: "not-my-password" };
    for (let i = 0; i < t.config.limits.loginFailuresPerMinute; i++) {
      expect((await t.api.call(fleetAuthEndpoints.changePassword, { token: company.token, body })).status).toBe(400);
    }
    const limited = await t.api.call(fleetAuthEndpoints.changePassword, { token: company.token, body: passwords });
    expect(limited.status).toBe(429);
  });

  it("sets the new password, keeps this session and ends the others", async () => {
    const company = await createCompany(t);
    const other = await t.api.call(fleetAuthEndpoints.login, {
      body: { email: company.email, password: TEST_PASSWORD },
    });
    const res = await t.api.call(fleetAuthEndpoints.changePassword, { token: company.token, body: passwords });
    expect(res.status).toBe(200);
    expect((await t.api.call(fleetAuthEndpoints.userInfo, { token: company.token })).status).toBe(200);
    expect((await t.api.call(fleetAuthEndpoints.userInfo, { token: other.body.result.token })).status).toBe(401);
    const login = (password: string) =>
      t.api.call(fleetAuthEndpoints.login, { body: { email: company.email, password } });
    expect((await login(TEST_PASSWORD)).status).toBe(401);
    expect((await login("a-new-password")).status).toBe(200);
  });
});
