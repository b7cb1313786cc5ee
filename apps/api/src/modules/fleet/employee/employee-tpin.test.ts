import { employeeEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createCompany, createFleetUser } from "../../../test/factories/fleet.js";
import { addEmployee, employeeBody } from "../../../test/factories/fleet-employee.js";
import { fleetRefusals, invalidEnvelope, refusalEnvelope } from "../../../test/refusals.js";
import { TPIN_LOOKUPS_PER_HOUR, TPIN_LOOKUPS_PER_MINUTE } from "./service.js";

// Moved on by the tests that need a minute to pass; the request limits live in the same shifted time.
let shiftMs = 0;
const t = useTestApp({}, { clock: () => new Date(Date.now() + shiftMs), limitClock: () => Date.now() + shiftMs });
const { checkTpin, create, update } = employeeEndpoints;
const { itRefusesWithoutSession, itRefusesWithoutPermission } = fleetRefusals;

const withTpin = (tpin: string, overrides: Record<string, unknown> = {}) =>
  employeeBody({ tpin, confirm_tpin: tpin, ...overrides });

describe("POST employee/check-tpin", () => {
  itRefusesWithoutSession(t, checkTpin, () => ({ body: { tpin: "1234" } }));

  it("answers 400 for a T-PIN that is not 4 to 6 digits", async () => {
    const company = await createCompany(t);
    for (const tpin of ["123", "1234567", "12a4", ""]) {
      const res = await t.api.call(checkTpin, { token: company.token, body: { tpin } });
      expect(res.status, tpin).toBe(400);
      expect(res.body).toEqual(invalidEnvelope("tpin: must be 4 to 6 digits"));
    }
  });

  itRefusesWithoutPermission(t, checkTpin, {
    title: "answers 403 for a user whose role lacks employees.add",
    permissions: ["employees.view", "employees.edit"],
    call: () => ({ body: { tpin: "1234" } }),
  });

  it("answers with spec 001's words whether the T-PIN is free in the company", async () => {
    const company = await createCompany(t);
    await addEmployee(t, company.token, { tpin: "7788", confirm_tpin: "7788" });
    const adder = await createFleetUser(t, company.companyId, { permissions: ["employees.add"] });
    const taken = await t.api.call(checkTpin, { token: adder.token, body: { tpin: "7788" } });
    expect(taken.status).toBe(200);
    expect(taken.body.result).toEqual({ available: false, message: "T-pin already exists" });
    const free = await t.api.call(checkTpin, { token: adder.token, body: { tpin: "778899" } });
    expect(free.body.result).toEqual({ available: true, message: "You can use this T-pin" });
    // Another company's T-PINs are its own business.
    const other = await createCompany(t);
    const elsewhere = await t.api.call(checkTpin, { token: other.token, body: { tpin: "7788" } });
    expect(elsewhere.body.result?.available).toBe(true);
  });

  it(`answers 429 past ${TPIN_LOOKUPS_PER_MINUTE} look-ups a minute by one user, and counts refused saves too`, async () => {
    const company = await createCompany(t);
    await addEmployee(t, company.token, { tpin: "1111", confirm_tpin: "1111" });
    const adder = await createFleetUser(t, company.companyId, { permissions: ["employees.add"] });
    // A save refused because the T-PIN is taken answers the same question, so it counts as a look-up.
    const refused = await t.api.call(create, { token: adder.token, body: withTpin("1111") });
    expect(refused.body).toEqual(invalidEnvelope("tpin: T-pin already exists"));
    for (let i = 1; i < TPIN_LOOKUPS_PER_MINUTE; i++) {
      const pin = String(2000 + i);
      expect((await t.api.call(checkTpin, { token: adder.token, body: { tpin: pin } })).status, pin).toBe(200);
    }
    const limited = await t.api.call(checkTpin, { token: adder.token, body: { tpin: "9999" } });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(refusalEnvelope(429, "Too many attempts. Please wait a minute and try again."));
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    const save = await t.api.call(create, { token: adder.token, body: withTpin("9999") });
    expect(save.status).toBe(429);
    // Other users have their own allowance.
    expect((await t.api.call(checkTpin, { token: company.token, body: { tpin: "9999" } })).status).toBe(200);
  });

  it(`answers 429 past ${TPIN_LOOKUPS_PER_HOUR} look-ups an hour by one user, whatever the session`, async () => {
    const company = await createCompany(t);
    const adder = await createFleetUser(t, company.companyId, { permissions: ["employees.add"] });
    const check = (token: string, tpin: string) => t.api.call(checkTpin, { token, body: { tpin } });
    for (let i = 0; i < TPIN_LOOKUPS_PER_HOUR; i++) {
      // A user who keeps under the minute's limit still meets the hour's.
      if (i > 0 && i % TPIN_LOOKUPS_PER_MINUTE === 0) shiftMs += 61_000;
      expect((await check(adder.token, String(100_000 + i))).status, String(i)).toBe(200);
    }
    shiftMs += 61_000;
    const limited = await check(adder.token, "424242");
    expect(limited.status).toBe(429);
    // The hour that started with the first look-up: about 49 minutes are left of it.
    const wait = Number(limited.headers["retry-after"]);
    expect(wait).toBeGreaterThan(40 * 60);
    expect(wait).toBeLessThanOrEqual(3600);
    const otherSession = await t.sessions.create({ realm: "fleet", userId: adder.userId, tenantId: company.companyId });
    expect((await check(otherSession, "424242")).status).toBe(429);
    expect((await check(company.token, "424242")).status).toBe(200);
  });
});

describe("T-PIN uniqueness on add and update", () => {
  it("refuses a T-PIN another employee of the company holds, and lets another company use it", async () => {
    const company = await createCompany(t);
    const holder = await addEmployee(t, company.token, { tpin: "2468", confirm_tpin: "2468" });
    const again = await t.api.call(create, { token: company.token, body: withTpin("2468") });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(invalidEnvelope("tpin: T-pin already exists"));
    const second = await addEmployee(t, company.token, { tpin: "1357", confirm_tpin: "1357" });
    const taking = await t.api.call(update, {
      token: company.token,
      params: { id: second._id },
      body: withTpin("2468", { employee_id: second.employee_id }),
    });
    expect(taking.body).toEqual(invalidEnvelope("tpin: T-pin already exists"));
    const other = await createCompany(t);
    expect((await t.api.call(create, { token: other.token, body: withTpin("2468") })).status).toBe(200);
    expect(holder.has_tpin).toBe(true);
  });
});
