import { allFleetPermissions, fleetAuthEndpoints, fleetCompanyEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, employees } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createCompany } from "../../../test/factories/fleet.js";
import { IBANS, SIGNUP_PASSWORD, signUp, signupBody } from "../../../test/factories/fleet-company.js";
import { usePlaces } from "../../../test/factories/location.js";
import { invalidEnvelope } from "../../../test/refusals.js";

const t = useTestApp();
const places = usePlaces(t);

const signup = (body: unknown, remoteAddress?: string) =>
  t.api.call(fleetAuthEndpoints.signup, { body, ...(remoteAddress ? { remoteAddress } : {}) });

describe("POST /fueling/api/auth/signup", () => {
  it("answers 400 with spec 001's words for the password confirmation, phone and monthly usage", async () => {
    const mismatch = await signup(signupBody(places, { confirm_password: "another-password" }));
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toEqual(invalidEnvelope("confirm_password: Password not match"));
    const phone = await signup(signupBody(places, { phone: "0300-CALL-ME" }));
    expect(phone.body).toEqual(invalidEnvelope("phone: Please enter valid phone number"));
    const { monthly_usage: _usage, ...withoutUsage } = signupBody(places);
    expect((await signup(withoutUsage)).body).toEqual(
      invalidEnvelope("monthly_usage: Total Monthly Usage (PKR) required"),
    );
  });

  it("answers 400 naming the bound a count breaks, never another number in its place", async () => {
    expect((await signup(signupBody(places, { monthly_usage: 0 }))).body).toEqual(
      invalidEnvelope("monthly_usage: must be at least 1"),
    );
    expect((await signup(signupBody(places, { fleet_size: -5 }))).body).toEqual(
      invalidEnvelope("fleet_size: must be at least 0"),
    );
    expect((await signup(signupBody(places, { fleet_size: 99_999_999_999 }))).body).toEqual(
      invalidEnvelope("fleet_size: must be at most 1000000"),
    );
  });

  it("answers 400 with spec 001's words for the bank and IBAN", async () => {
    const { bank_code: _bank, ...noBank } = signupBody(places);
    expect((await signup(noBank)).body).toEqual(invalidEnvelope("bank_code: Please select bank first"));
    const short = await signup(signupBody(places, { iban: IBANS.SCBL.slice(0, 23) }));
    expect(short.body).toEqual(invalidEnvelope("iban: Please add valid 24 digit IBAN"));
    const checksum = await signup(signupBody(places, { iban: IBANS.SCBL.replace("PK36", "PK37") }));
    expect(checksum.body).toEqual(invalidEnvelope("iban: Please add valid 24 digit IBAN"));
    const wrongBank = await signup(signupBody(places, { bank_code: "HABB" }));
    expect(wrongBank.body).toEqual(invalidEnvelope("bank_code: Please Select Correct Bank"));
  });

  it("answers 400 for a city outside the chosen state, as a shop's address does", async () => {
    const res = await signup(signupBody(places, { city_id: places.karachi }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("city_id: is not a city of the chosen state");
    const missing = await signup(signupBody(places, { industry: undefined }));
    expect(missing.body).toEqual(invalidEnvelope("industry: is required"));
  });

  it("creates the company and its admin, and signs the admin in", async () => {
    const body = signupBody(places, { email: "Ayesha@Indus-Signup.test", referral: "RAFIQ-10" });
    const res = await signup(body);
    expect(res.status).toBe(200);
    const { token, user, company } = res.body.result;
    expect(user).toEqual({
      _id: expect.any(String),
      name: "Ayesha Khan",
      email: "ayesha@indus-signup.test",
      phone: "+92 300 1234567",
      is_admin: true,
      permissions: [...allFleetPermissions],
    });
    expect(company).toEqual({
      _id: expect.any(String),
      company_name: "Indus Logistics",
      merchant_id: expect.stringMatching(/^PL-[A-Z0-9]{8}$/),
      currency: "PKR",
      time_zone: "Asia/Karachi",
      country_code: "PK",
    });
    const info = await t.api.call(fleetAuthEndpoints.userInfo, { token });
    expect(info.body.result).toEqual({ user, company });
    const details = await t.api.call(fleetCompanyEndpoints.get, { token });
    expect(details.body.result).toMatchObject({
      email: "ayesha@indus-signup.test",
      iban: IBANS.SCBL,
      bank_name: "Standard Chartered Pakistan",
      referral: "RAFIQ-10",
      city_name: "Lahore",
    });
    const [admin] = await t.db.select().from(employees).where(eq(employees.companyId, company._id));
    expect(admin).toMatchObject({ isAdmin: true, employeeCode: null, status: "active" });
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("starts the company's wall clock on its country's zone, not its currency's", async () => {
    const saudi = await signUp(t, places, {
      country_id: places.saudiArabia,
      state_id: places.riyadhRegion,
      city_id: places.riyadh,
      currency: "PKR",
    });
    expect(saudi.company).toMatchObject({ time_zone: "Asia/Riyadh", country_code: "SA", currency: "PKR" });
    const details = await t.api.call(fleetCompanyEndpoints.get, { token: saudi.token });
    expect(details.body.result.time_zone).toBe("Asia/Riyadh");
  });

  it("gives each company its own merchant id", async () => {
    const first = await signUp(t, places);
    const second = await signUp(t, places);
    expect(first.company.merchant_id).not.toBe(second.company.merchant_id);
  });

  it("answers 409 for an e-mail any fleet user already has, in any case, and creates nothing", async () => {
    const existing = await createCompany(t);
    const before = await t.db.$count(companies);
    const res = await signup(signupBody(places, { email: existing.email.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("An account with this e-mail already exists");
    expect(await t.db.$count(companies)).toBe(before);
  });

  it("keeps one account when the same e-mail signs up twice at once", async () => {
    const body = signupBody(places);
    const statuses = (await Promise.all([signup(body), signup(body)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect(await t.db.$count(employees, eq(employees.email, body.email))).toBe(1);
  });

  it("lets the new admin sign in with the chosen password", async () => {
    const { email } = await signUp(t, places);
    const res = await t.api.call(fleetAuthEndpoints.login, { body: { email, password: SIGNUP_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.result.user.is_admin).toBe(true);
  });

  it("is rate limited per address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= t.config.limits.signupsPerMinute; i++) {
      statuses.push((await signup(signupBody(places), "10.4.4.4")).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect((await signup(signupBody(places), "10.4.4.5")).status).toBe(200);
  });
});

describe("POST /fueling/api/auth/check-email", () => {
  const check = (email: unknown, remoteAddress = "10.6.6.6") =>
    t.api.call(fleetAuthEndpoints.checkEmail, { body: { email }, remoteAddress });

  it("answers 400 for an address that is not an e-mail", async () => {
    const res = await check("not-an-email", "10.6.0.1");
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidEnvelope("email: must be a valid e-mail address"));
  });

  it("answers 409 as the sign-up does for an e-mail any fleet user has, in any case, and null for a free one", async () => {
    const existing = await createCompany(t);
    const taken = await check(existing.email.toUpperCase(), "10.6.0.2");
    const signupAnswer = await signup(signupBody(places, { email: existing.email }), "10.6.0.3");
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual(signupAnswer.body);
    expect(taken.body.message).toBe("An account with this e-mail already exists");
    const free = await check("someone-new@indus-check.test", "10.6.0.2");
    expect(free.status).toBe(200);
    expect(free.body.result).toBeNull();
  });

  it("counts with the sign-ups of the address: checks and sign-ups together stay within one limit", async () => {
    const address = "10.6.0.9";
    const statuses: number[] = [];
    for (let i = 1; i < t.config.limits.signupsPerMinute; i++) {
      statuses.push((await check(`free-${i}@indus-check.test`, address)).status);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect((await signup(signupBody(places), address)).status).toBe(200);
    const limited = await check("one-more@indus-check.test", address);
    expect(limited.status).toBe(429);
    expect((await signup(signupBody(places), address)).status).toBe(429);
    expect((await check("one-more@indus-check.test", "10.6.0.10")).status).toBe(200);
  });
});
