import { usageEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { employees } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createCompany } from "../../../test/factories/fleet.js";
import { createRule } from "../../../test/factories/fleet-rule.js";
import { createVehicle } from "../../../test/factories/fleet-vehicle.js";
import { checkLedgerAfterEach, fund } from "../../../test/factories/ledger.js";
import { authoriseBody, createDriver, createStation, stationCall } from "../../../test/factories/station.js";
import { fleetRefusals } from "../../../test/refusals.js";

const t = useTestApp();
checkLedgerAfterEach(t);

describe("GET /fueling/api/vehicle/usage/:id", () => {
  fleetRefusals.itRefusesLikeEveryGet(t, usageEndpoints.vehicle, {
    entity: "Vehicle",
    permission: "vehicles.view",
    create: async (companyId) => (await createVehicle(t, companyId)).id,
  });

  it("shows the driver's rule, today's fuelings and the litres of the week, held and completed alike", async () => {
    const company = await createCompany(t);
    await fund(t.db, company.companyId, 5_000_000);
    const driver = await createDriver(t, company.companyId, { rule: { cycle: "weekly", fuelLimitLitres: 150 } });
    const call = stationCall(t, await createStation(t));
    const first = authoriseBody(driver, { litres: 30 });
    await call.authorise(first);
    await call.complete(first.reference, 25.5);
    await call.authorise(authoriseBody(driver, { litres: 10, odometer: first.odometer + 100 }));

    const res = await t.api.call(usageEndpoints.vehicle, { token: company.token, params: { id: driver.vehicle.id } });
    expect(res.body.result).toMatchObject({
      rule: { _id: driver.rule.id, mode: "recurring", cycle: "weekly" },
      subject: "employee",
      driver: driver.employee.name,
      fuelings_today: 2,
      fuelings_per_day: 2,
      limit: 150,
      used: 35.5,
    });
  });

  it("shows an amount rule's money, and nothing for a vehicle without driver or rule", async () => {
    const company = await createCompany(t);
    await fund(t.db, company.companyId, 5_000_000);
    const rule = { mode: "amount", fuelLimitLitres: null, amountLimit: 2_000_000, cycle: "monthly" };
    const driver = await createDriver(t, company.companyId, { rule, ruleOnVehicle: true });
    const call = stationCall(t, await createStation(t));
    const body = authoriseBody(driver, { litres: 20 });
    await call.authorise(body);
    await call.void(body.reference);
    await call.authorise(authoriseBody(driver, { litres: 8, odometer: body.odometer + 1 }));
    const res = await t.api.call(usageEndpoints.vehicle, { token: company.token, params: { id: driver.vehicle.id } });
    // The voided purchase counts for nothing; 8 L at 250.00 is 2,000.00 of fuel.
    expect(res.body.result).toMatchObject({ subject: "vehicle", limit: 20_000, used: 2_000, fuelings_today: 1 });

    const bare = await createVehicle(t, company.companyId);
    const none = await t.api.call(usageEndpoints.vehicle, { token: company.token, params: { id: bare.id } });
    expect(none.body.result).toEqual({
      rule: null,
      subject: null,
      driver: null,
      cycle_start: null,
      fuelings_today: 0,
      fuelings_per_day: null,
      limit: null,
      used: 0,
    });
  });
});

describe("GET /fueling/api/rule/usage/:id", () => {
  fleetRefusals.itRefusesLikeEveryGet(t, usageEndpoints.rule, {
    entity: "Rule",
    permission: "rules.view",
    create: async (companyId) => (await createRule(t, companyId)).id,
  });

  it("lists the rule's holders with what each used this cycle, the most used first", async () => {
    const company = await createCompany(t);
    await fund(t.db, company.companyId, 5_000_000);
    const first = await createDriver(t, company.companyId, { rule: { fuelLimitLitres: 300 }, tpin: "1111" });
    // A second driver under the same rule: the rule is set on their employee row.
    const second = await createDriver(t, company.companyId, { tpin: "2222" });
    await t.db.update(employees).set({ ruleId: first.rule.id }).where(eq(employees.id, second.employee.id));
    const call = stationCall(t, await createStation(t));
    const a = authoriseBody(first, { litres: 20 });
    await call.authorise(a);
    await call.complete(a.reference, 18);
    await call.authorise(authoriseBody(second, { litres: 30 }));
    const voided = authoriseBody(second, { litres: 40, odometer: second.vehicle.currentOdometer + 300 });
    await call.authorise(voided);
    await call.void(voided.reference);

    const res = await t.api.call(usageEndpoints.rule, { token: company.token, params: { id: first.rule.id } });
    expect(res.body.result).toMatchObject({
      limit: 300,
      holders: [
        { kind: "employee", _id: second.employee.id, name: second.employee.name, used: 30, fuelings_today: 1 },
        { kind: "employee", _id: first.employee.id, name: first.employee.name, used: 18, fuelings_today: 1 },
      ],
    });
  });
});
