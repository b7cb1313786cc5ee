import { randomUUID } from "node:crypto";
import { firstOfNextMonth, fuelRuleEndpoints, nextCycleStart } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fuelRules } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createCompany, createFleetUser, type TestCompany } from "../../../test/factories/fleet.js";
import { hoursFromNow, insertAssignment } from "../../../test/factories/fleet-assignment.js";
import { createEmployee } from "../../../test/factories/fleet-employee.js";
import { addRule, createRule, karachiToday, ruleBody } from "../../../test/factories/fleet-rule.js";
import { createVehicle } from "../../../test/factories/fleet-vehicle.js";
import {
  fleetRefusals,
  invalidEnvelope,
  notFoundEnvelope,
  refusalEnvelope,
  refusalsOf,
} from "../../../test/refusals.js";

const t = useTestApp();
const { itRefusesWithoutSession, itRefusesWithoutPermission, itRefusesABadId, itHidesAnotherTenantsRecord } =
  fleetRefusals;
const { get, update, remove } = fuelRuleEndpoints;

/** The full update of the rule `ruleBody` adds, with some fields changed. */
const changed = (overrides: Record<string, unknown>) => ruleBody({ status: "active", ...overrides });

async function change(company: TestCompany, id: string, overrides: Record<string, unknown>) {
  return t.api.call(update, { token: company.token, params: { id }, body: changed(overrides) });
}

const rowOf = async (id: string) => (await t.db.select().from(fuelRules).where(eq(fuelRules.id, id)))[0];

describe("PUT /fueling/api/rule/update/:id", () => {
  const byId = async (company: TestCompany) => ({
    params: { id: (await createRule(t, company.companyId)).id },
    body: changed({}),
  });
  itRefusesWithoutSession(t, update, byId);

  it("answers 400 naming the field, and changes nothing", async () => {
    const company = await createCompany(t);
    const rule = await addRule(t, company.token);
    const refuse = refusalsOf(t, update, { token: company.token, params: { id: rule._id } }, changed);
    await refuse({ fuel_limit: null }, "fuel_limit: Select Fuel limit");
    await refuse({ mode: "amount", change_effect: "immediate" }, "amount_limit: Select Fuel limit");
    await refuse({ change_effect: "someday" }, "change_effect: is not one of the choices");
    await refuse({ status: "paused" }, "status: is not one of the choices");
    await refuse({ fueling_days: [] }, "fueling_days: is required");
    await refuse({ fuel_limit: 0, change_effect: "immediate" }, "fuel_limit: must be at least 1");
    await refuse({ fuel_limit: -5, change_effect: "immediate" }, "fuel_limit: must be at least 1");
    await refuse({ fuelings_per_day: 1000 }, "fuelings_per_day: must be at most 24");
    const bad = await t.api.call(update, { token: company.token, params: { id: "42" }, body: changed({}) });
    expect(bad.body).toEqual(invalidEnvelope("id: must be a valid id"));
    expect((await t.api.call(get, { token: company.token, params: { id: rule._id } })).body.result).toEqual(rule);
  });

  itRefusesWithoutPermission(t, update, {
    title: "answers 403 for a user without rules.edit",
    permissions: ["rules.view", "rules.add"],
    call: byId,
  });

  it("answers 404 for another company's rule and for an unknown id, and changes nothing", async () => {
    const company = await createCompany(t);
    const foreign = await createRule(t, (await createCompany(t)).companyId, { name: "Theirs" });
    const res = await change(company, foreign.id, { name: "Mine now" });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(notFoundEnvelope("Rule"));
    expect((await change(company, randomUUID(), {})).status).toBe(404);
    expect(await rowOf(foreign.id)).toMatchObject({ name: "Theirs" });
  });

  it("answers 409 when the new name is another rule's", async () => {
    const company = await createCompany(t);
    await addRule(t, company.token, { name: "Managers" });
    const rule = await addRule(t, company.token, { name: "Drivers" });
    const res = await change(company, rule._id, { name: "managers" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("A rule with this name already exists");
  });

  it("immediately: applies the new limit now and counts usage afresh from now", async () => {
    const company = await createCompany(t);
    const rule = await addRule(t, company.token);
    await t.db
      .update(fuelRules)
      .set({ usageSince: new Date("2026-01-01T00:00:00Z") })
      .where(eq(fuelRules.id, rule._id));
    const before = Date.now();
    const res = await change(company, rule._id, { fuel_limit: 60, fuelings_per_day: 1, change_effect: "immediate" });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      fuel_limit: 60,
      fuelings_per_day: 1,
      next_fuel_limit: null,
      ends_on: null,
    });
    expect(Date.parse(res.body.result.usage_since)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("immediately: may change the mode, the amount stored in minor units, and revives a rule set to end", async () => {
    const company = await createCompany(t);
    const rule = await createRule(t, company.companyId, {
      nextLimit: 50,
      nextLimitFrom: "2999-01-01",
      endsOn: "2999-02-01",
    });
    const res = await change(company, rule.id, {
      name: rule.name,
      mode: "amount",
      amount_limit: 4200.25,
      cycle: "daily",
      change_effect: "immediate",
    });
    expect(res.body.result).toMatchObject({
      mode: "amount",
      cycle: "daily",
      fuel_limit: null,
      amount_limit: 4200.25,
      next_fuel_limit: null,
      next_limit_from: null,
      ends_on: null,
    });
    expect(await rowOf(rule.id)).toMatchObject({ amountLimit: 420_025, fuelLimitLitres: null, nextLimit: null });
  });

  it("from the next cycle (what an update says by default): keeps the limit and the usage until the cycle turns", async () => {
    const company = await createCompany(t);
    const rule = await addRule(t, company.token);
    const res = await change(company, rule._id, { name: "Drivers (new)", fuel_limit: 90 });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      name: "Drivers (new)",
      fuel_limit: 120,
      next_fuel_limit: 90,
      next_limit_from: nextCycleStart(karachiToday(), "weekly"),
      usage_since: rule.usage_since,
    });
    // The form shows the waiting limit in the limit's place: sent back unchanged, it keeps waiting.
    const again = await change(company, rule._id, { name: "Drivers", fuel_limit: 90, change_effect: "next_cycle" });
    expect(again.body.result).toMatchObject({ fuel_limit: 120, next_fuel_limit: 90 });
    // Back to the limit in force: nothing waits any more.
    const undone = await change(company, rule._id, { fuel_limit: 120, change_effect: "next_cycle" });
    expect(undone.body.result).toMatchObject({ fuel_limit: 120, next_fuel_limit: null, next_limit_from: null });
  });

  it("from the next cycle: stores an amount in minor units and refuses a new mode or cycle", async () => {
    const company = await createCompany(t, { currency: "SAR" });
    const rule = await addRule(t, company.token, { mode: "amount", amount_limit: 1000, cycle: "monthly" });
    const res = await change(company, rule._id, { mode: "amount", amount_limit: 750.5, cycle: "monthly" });
    expect(res.body.result).toMatchObject({ amount_limit: 1000, next_fuel_limit: 750.5 });
    expect(await rowOf(rule._id)).toMatchObject({ amountLimit: 100_000, nextLimit: 75_050 });
    const reshaped = await change(company, rule._id, { mode: "recurring", fuel_limit: 100, cycle: "monthly" });
    expect(reshaped.body).toEqual(invalidEnvelope("change_effect: must be immediate when the mode or cycle changes"));
    const recycled = await change(company, rule._id, { mode: "amount", amount_limit: 1000, cycle: "weekly" });
    expect(recycled.status).toBe(400);
  });

  it("no rule from next month: ends the rule on the 1st, keeping its limit and any waiting one", async () => {
    const company = await createCompany(t);
    const rule = await createRule(t, company.companyId, { nextLimit: 100, nextLimitFrom: "2999-01-04" });
    const refused = await change(company, rule.id, {
      name: rule.name,
      fuel_limit: 60,
      change_effect: "none_next_month",
    });
    expect(refused.body).toEqual(invalidEnvelope("fuel_limit: must stay as it is when the rule ends next month"));
    const res = await change(company, rule.id, { name: rule.name, fuel_limit: 100, change_effect: "none_next_month" });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      fuel_limit: 120,
      next_fuel_limit: 100,
      ends_on: firstOfNextMonth(karachiToday()),
      in_force: true,
    });
  });

  it("refuses a fuel type that a vehicle holding the rule, or driven by an employee holding it, cannot take", async () => {
    const company = await createCompany(t);
    const byVehicle = await addRule(t, company.token, { name: "Vans" });
    await createVehicle(t, company.companyId, { fuelType: "diesel", ruleId: byVehicle._id });
    const refused = await change(company, byVehicle._id, { name: "Vans", fuel_type: "petrol" });
    expect(refused.body).toEqual(invalidEnvelope("fuel_type: Vehicle fuel type must match rule fuel type"));

    const byDriver = await addRule(t, company.token, { name: "Drivers" });
    const driver = await createEmployee(t, company.companyId, { ruleId: byDriver._id });
    const van = await createVehicle(t, company.companyId, { fuelType: "diesel" });
    await insertAssignment(t, company.companyId, {
      vehicleId: van.id,
      employeeId: driver.id,
      startsAt: hoursFromNow(-2),
      endsAt: hoursFromNow(6),
    });
    const driven = await change(company, byDriver._id, { name: "Drivers", fuel_type: "hi_octane" });
    expect(driven.body).toEqual(invalidEnvelope("fuel_type: Vehicle fuel type must match rule fuel type"));

    const dual = await addRule(t, company.token, { name: "Dual fuel" });
    await createVehicle(t, company.companyId, { fuelType: "diesel", secondaryFuelType: "petrol", ruleId: dual._id });
    const editor = await createFleetUser(t, company.companyId, { permissions: ["rules.edit"] });
    const ok = await t.api.call(update, {
      token: editor.token,
      params: { id: dual._id },
      body: changed({ name: "Dual fuel", fuel_type: "petrol" }),
    });
    expect(ok.body.result).toMatchObject({ fuel_type: "petrol", vehicles_count: 1 });
  });
});

describe("POST /fueling/api/rule/delete/:id", () => {
  const byId = async (company: TestCompany) => ({ params: { id: (await createRule(t, company.companyId)).id } });
  itRefusesWithoutSession(t, remove, byId);
  itRefusesABadId(t, remove);
  itRefusesWithoutPermission(t, remove, {
    title: "answers 403 for a user without rules.delete",
    permissions: ["rules.view", "rules.edit"],
    call: byId,
  });
  itHidesAnotherTenantsRecord(t, remove, {
    entity: "Rule",
    create: async (companyId) => (await createRule(t, companyId)).id,
  });

  it("answers 409 while an employee or a vehicle holds the rule, and keeps it", async () => {
    const company = await createCompany(t);
    const heldByEmployee = await createRule(t, company.companyId);
    await createEmployee(t, company.companyId, { ruleId: heldByEmployee.id });
    const heldByVehicle = await createRule(t, company.companyId);
    await createVehicle(t, company.companyId, { fuelType: "diesel", ruleId: heldByVehicle.id });
    for (const rule of [heldByEmployee, heldByVehicle]) {
      const res = await t.api.call(remove, { token: company.token, params: { id: rule.id } });
      expect(res.status).toBe(409);
      expect(res.body).toEqual(
        refusalEnvelope(409, "This rule is assigned to employees or vehicles; unassign it first"),
      );
      expect(await rowOf(rule.id)).toBeDefined();
    }
  });

  it("deletes a rule nobody holds", async () => {
    const company = await createCompany(t);
    const rule = await addRule(t, company.token);
    const deleter = await createFleetUser(t, company.companyId, { permissions: ["rules.delete"] });
    const res = await t.api.call(remove, { token: deleter.token, params: { id: rule._id } });
    expect(res.status).toBe(200);
    expect(res.body.result).toBeNull();
    expect((await t.api.call(get, { token: company.token, params: { id: rule._id } })).status).toBe(404);
  });
});
