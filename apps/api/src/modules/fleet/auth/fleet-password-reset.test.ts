import { authEndpoints, fleetAuthEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { employees, passwordResetTokens } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createCompany, createFleetUser } from "../../../test/factories/fleet.js";
import { latestMailTo } from "../../../test/mail.js";
import { TEST_PASSWORD, createShop } from "../../../test/factories/shop.js";
import { invalidEnvelope } from "../../../test/refusals.js";

const t = useTestApp();

const LINK = /\/fleet\/reset-password\/([\w-]+)/;

async function requestResetToken(email: string): Promise<string> {
  const res = await t.api.call(fleetAuthEndpoints.forgotPassword, { body: { email } });
  expect(res.status).toBe(200);
  const token = (await latestMailTo(t, email))?.text.match(LINK)?.[1];
  if (!token) throw new Error("no reset link in the mail");
  return token;
}

const reset = (token: string, password: string) =>
  t.api.call(fleetAuthEndpoints.resetPassword, { body: { token, password } });
const login = (email: string, password: string) => t.api.call(fleetAuthEndpoints.login, { body: { email, password } });

describe("POST /fueling/api/auth/forgot-password", () => {
  it("answers 400 for a malformed e-mail", async () => {
    const res = await t.api.call(fleetAuthEndpoints.forgotPassword, { body: { email: "nope" } });
    expect(res.body).toEqual(invalidEnvelope("email: must be a valid e-mail address"));
  });

  it("answers 200 for an unknown e-mail, and for a shop's owner, and sends nothing", async () => {
    const shop = await createShop(t);
    for (const email of ["ghost@example.test", shop.email]) {
      expect((await t.api.call(fleetAuthEndpoints.forgotPassword, { body: { email } })).status).toBe(200);
      expect(await latestMailTo(t, email)).toBeUndefined();
    }
  });

  it("sends nothing to an employee who may not sign in", async () => {
    const company = await createCompany(t);
    const driver = await createFleetUser(t, company.companyId);
    const [row] = await t.db.select().from(employees).where(eq(employees.id, driver.userId));
    const email = row?.email ?? "";
    expect((await t.api.call(fleetAuthEndpoints.forgotPassword, { body: { email } })).status).toBe(200);
    expect(await latestMailTo(t, email)).toBeUndefined();
  });

  it("mails a link to the fleet portal's reset page, valid for 30 minutes", async () => {
    const company = await createCompany(t);
    const before = Date.now();
    await requestResetToken(company.email);
    const mail = await latestMailTo(t, company.email);
    expect(mail?.subject).toBe("Reset your Pitlane password");
    expect(mail?.text).toContain(`${t.config.publicUrl}/fleet/reset-password/`);
    const [row] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.employeeId, company.userId));
    expect(((row?.expiresAt.getTime() ?? 0) - before) / 60_000).toBeCloseTo(30, 0);
  });

  it("is rate limited", async () => {
    const company = await createCompany(t);
    const statuses: number[] = [];
    for (let i = 0; i <= t.config.limits.forgotPasswordPerMinute; i++) {
      const body = { email: company.email };
      statuses.push((await t.api.call(fleetAuthEndpoints.forgotPassword, { body, remoteAddress: "10.3.3.3" })).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
  });
});

describe("POST /fueling/api/auth/reset-password", () => {
  it("answers 400 naming the field for a short password", async () => {
    const res = await reset("x".repeat(43), "short");
    expect(res.body).toEqual(invalidEnvelope("password: must be at least 8 characters"));
  });

  it("sets the new password once, ends every session, and refuses the link a second time", async () => {
    const company = await createCompany(t);
    const token = await requestResetToken(company.email);
    expect((await reset(token, "brand-new-password")).status).toBe(200);
    expect((await t.api.call(fleetAuthEndpoints.userInfo, { token: company.token })).status).toBe(401);
    expect((await login(company.email, TEST_PASSWORD)).status).toBe(401);
    expect((await login(company.email, "brand-new-password")).status).toBe(200);
    const again = await reset(token, "another-password");
    expect(again.body).toEqual(invalidEnvelope("token: this reset link is invalid or has expired"));
  });

  it("voids an unused link once a newer one is asked for: only the last one mailed works", async () => {
    const company = await createCompany(t);
    const first = await requestResetToken(company.email);
    const second = await requestResetToken(company.email);
    const stale = await reset(first, "brand-new-password");
    expect(stale.body).toEqual(invalidEnvelope("token: this reset link is invalid or has expired"));
    expect((await login(company.email, TEST_PASSWORD)).status).toBe(200);
    expect((await reset(second, "brand-new-password")).status).toBe(200);
  });

  it("refuses a link older than 30 minutes", async () => {
    const company = await createCompany(t);
    const token = await requestResetToken(company.email);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.employeeId, company.userId));
    expect((await reset(token, "brand-new-password")).status).toBe(400);
    expect((await login(company.email, TEST_PASSWORD)).status).toBe(200);
  });

  it("keeps the two back offices' links apart", async () => {
    const company = await createCompany(t);
    const fleetToken = await requestResetToken(company.email);
    const onShop = await t.api.call(authEndpoints.resetPassword, {
      body: { token: fleetToken, password: "brand-new-password" },
    });
    expect(onShop.status).toBe(400);
    expect((await reset(fleetToken, "brand-new-password")).status).toBe(200);
  });
});
