import { addDays, fuelRuleEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fuelRules } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createCompany, createFleetUser } from "../../../test/factories/fleet.js";
import { createEmployee } from "../../../test/factories/fleet-employee.js";
import { addRule, createRule, karachiToday, ruleBody } from "../../../test/factories/fleet-rule.js";
import { createVehicle } from "../../../test/factories/fleet-vehicle.js";
import { createShop } from "../../../test/factories/shop.js";
import { listTotal } from "../../../test/lists.js";
import { fleetRefusals, FORBIDDEN, refusalEnvelope, refusalsOf, UNAUTHENTICATED } from "../../../test/refusals.js";

const t = useTestApp();
const { itRefusesLikeEveryGet, itRefusesWithoutSession, itRefusesWithoutPermission } = fleetRefusals;
const { get, create, list, choices } = fuelRuleEndpoints;

describe("GET /fueling/api/rule/get/:id", () => {
  itRefusesLikeEveryGet(t, get, {
    entity: "Rule",
    permission: "rules.view",
    permissions: ["employees.view", "rules.add"],
    create: async (companyId) => (await createRule(t, companyId)).id,
  });

  it("answers 401 to a shop's session: the fleet routes are another realm", async () => {
    const shop = await createShop(t);
    const rule = await createRule(t, (await createCompany(t)).companyId);
    const res = await t.api.call(get, { token: shop.token, params: { id: rule.id } });
    expect(res.status).toBe(401);
  });

  it("answers the rule with how many employees and vehicles hold it", async () => {
    const company = await createCompany(t);
    const rule = await addRule(t, company.token);
    await createEmployee(t, company.companyId, { ruleId: rule._id });
    await createEmployee(t, company.companyId, { ruleId: rule._id });
    await createEmployee(t, company.companyId);
    await createVehicle(t, company.companyId, { fuelType: "diesel", ruleId: rule._id });
    const viewer = await createFleetUser(t, company.companyId, { permissions: ["rules.view"] });
    const res = await t.api.call(get, { token: viewer.token, params: { id: rule._id } });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ ...rule, employees_count: 2, vehicles_count: 1 });
  });

  it("shows a next limit whose first day has come as the limit, and an ended rule out of force", async () => {
    const company = await createCompany(t);
    const today = karachiToday();
    const arrived = await createRule(t, company.companyId, { nextLimit: 80, nextLimitFrom: today });
    const ended = await createRule(t, company.companyId, { endsOn: today });
    const ending = await createRule(t, company.companyId, { endsOn: addDays(today, 1) });
    const read = async (id: string) => (await t.api.call(get, { token: company.token, params: { id } })).body.result;
    expect(await read(arrived.id)).toMatchObject({ fuel_limit: 80, next_fuel_limit: null, next_limit_from: null });
    expect(await read(ended.id)).toMatchObject({ fuel_limit: 120, status: "active", in_force: false, ends_on: today });
    expect(await read(ending.id)).toMatchObject({ in_force: true });
  });
});

describe("POST /fueling/api/rule/add", () => {
  itRefusesWithoutSession(t, create, () => ({ body: ruleBody() }));

  it("answers 400 naming the field with spec 001's message, and adds nothing", async () => {
    const company = await createCompany(t);
    const refuse = refusalsOf(t, create, { token: company.token }, ruleBody);
    await refuse({ fuel_limit: undefined }, "fuel_limit: Select Fuel limit");
    await refuse({ mode: "amount" }, "amount_limit: Select Fuel limit");
    await refuse({ name: "  " }, "name: is required");
    await refuse({ fuel_type: "kerosene" }, "fuel_type: is not one of the choices");
    await refuse({ cycle: "yearly" }, "cycle: is not one of the choices");
    await refuse({ fuelings_per_day: 0 }, "fuelings_per_day: must be at least 1");
    await refuse({ fueling_days: [] }, "fueling_days: is required");
    await refuse({ fueling_days: ["Someday"] }, "fueling_days.0: is not one of the choices");
    await refuse({ mode: "amount", amount_limit: 10.555 }, "amount_limit: must be an amount with at most two decimals");
    expect(await listTotal(t, list, company.token)).toBe(0);
  });

  it("answers 400 naming the bound a number breaks, never saving another number in its place", async () => {
    const company = await createCompany(t);
    const refuse = refusalsOf(t, create, { token: company.token }, ruleBody);
    await refuse({ fuel_limit: 0 }, "fuel_limit: must be at least 1");
    await refuse({ fuel_limit: -5 }, "fuel_limit: must be at least 1");
    await refuse({ fuel_limit: 99_999_999_999 }, "fuel_limit: must be at most 100000");
    await refuse({ mode: "amount", amount_limit: 0 }, "amount_limit: must be at least 0.01");
    await refuse({ mode: "amount", amount_limit: -50 }, "amount_limit: must be at least 0.01");
    await refuse({ fuelings_per_day: 1000 }, "fuelings_per_day: must be at most 24");
    await refuse({ fuelings_per_day: null }, "fuelings_per_day: is required");
    expect(await listTotal(t, list, company.token)).toBe(0);
  });

  itRefusesWithoutPermission(t, create, {
    title: "answers 403 for a user without rules.add",
    permissions: ["rules.view", "rules.edit"],
    call: () => ({ body: ruleBody() }),
  });

  it("answers 409 for a second rule of the same name in any case", async () => {
    const company = await createCompany(t);
    await addRule(t, company.token, { name: "Drivers weekly" });
    const res = await t.api.call(create, { token: company.token, body: ruleBody({ name: "DRIVERS WEEKLY" }) });
    expect(res.status).toBe(409);
    expect(res.body).toEqual(refusalEnvelope(409, "A rule with this name already exists"));
    // Another company may use the name.
    await addRule(t, (await createCompany(t)).token, { name: "Drivers weekly" });
  });

  it("adds a litres rule, active, with its days in week order and usage counted from now", async () => {
    const company = await createCompany(t);
    const adder = await createFleetUser(t, company.companyId, { permissions: ["rules.add"] });
    const before = Date.now();
    const res = await t.api.call(create, {
      token: adder.token,
      body: ruleBody({ fueling_days: ["Friday", "Monday"], amount_limit: 900 }),
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      _id: expect.any(String),
      name: "Drivers weekly",
      fuel_type: "diesel",
      mode: "recurring",
      cycle: "weekly",
      fuel_limit: 120,
      amount_limit: null,
      fuelings_per_day: 2,
      fueling_days: ["Monday", "Friday"],
      next_fuel_limit: null,
      next_limit_from: null,
      ends_on: null,
      status: "active",
      in_force: true,
      usage_since: expect.any(String),
      employees_count: 0,
      vehicles_count: 0,
      created_at: expect.any(String),
    });
    expect(Date.parse(res.body.result.usage_since)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("adds an amount rule in major units, stored in minor units, and an inactive rule out of force", async () => {
    const company = await createCompany(t, { currency: "SAR" });
    const rule = await addRule(t, company.token, { mode: "amount", amount_limit: 1250.75, cycle: "monthly" });
    expect(rule).toMatchObject({ mode: "amount", fuel_limit: null, amount_limit: 1250.75, cycle: "monthly" });
    const [row] = await t.db.select().from(fuelRules).where(eq(fuelRules.id, rule._id));
    expect(row).toMatchObject({ amountLimit: 125_075, fuelLimitLitres: null });
    const off = await addRule(t, company.token, { name: "Paused", status: "inactive" });
    expect(off).toMatchObject({ status: "inactive", in_force: false });
  });
});

describe("GET /fueling/api/rule/choices", () => {
  itRefusesWithoutSession(t, choices);
  itRefusesWithoutPermission(t, choices, {
    title: "answers 403 for a user who can neither see rules nor give them",
    permissions: ["employees.view", "vehicles.view"],
  });

  it("answers the rules in force by name, for a user who may only add employees", async () => {
    const company = await createCompany(t);
    const today = karachiToday();
    await createRule(t, company.companyId, { name: "zeta" });
    const alpha = await createRule(t, company.companyId, {
      name: "Alpha",
      fuelType: "diesel",
      mode: "amount",
      amountLimit: 5000,
    });
    await createRule(t, company.companyId, { name: "Inactive", active: false });
    await createRule(t, company.companyId, { name: "Ended", endsOn: today });
    await createRule(t, company.companyId, { name: "Ends tomorrow", fuelType: "diesel", endsOn: addDays(today, 1) });
    await createRule(t, (await createCompany(t)).companyId, { name: "Another company's" });
    const hr = await createFleetUser(t, company.companyId, { permissions: ["employees.add"] });
    const res = await t.api.call(choices, { token: hr.token });
    expect(res.status).toBe(200);
    expect(res.body.result.map((c) => c.name)).toEqual(["Alpha", "Ends tomorrow", "zeta"]);
    expect(res.body.result[0]).toEqual({
      _id: alpha.id,
      name: "Alpha",
      fuel_type: "diesel",
      mode: "amount",
      cycle: "weekly",
    });
    const petrol = await t.api.call(choices, { token: hr.token, query: { fuel_type: "petrol" } });
    expect(petrol.body.result.map((c) => c.name)).toEqual(["zeta"]);
  });

  it("answers 403 the same way to a user of the company without a role", async () => {
    const company = await createCompany(t);
    const nobody = await createFleetUser(t, company.companyId);
    const res = await t.api.call(choices, { token: nobody.token });
    expect(res.body).toEqual(FORBIDDEN);
    expect((await t.api.call(choices, {})).body).toEqual(UNAUTHENTICATED);
  });
});
