import {
  employeeEndpoints,
  fuelRuleEndpoints,
  vehicleAssignmentEndpoints,
  vehicleEndpoints,
  RefusalText as m,
  type Endpoint,
} from "@pitlane/domain";
import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { employees, fuelRules, vehicleAssignments, vehicles } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createCompany, type TestCompany } from "../../../test/factories/fleet.js";
import { assignmentBody } from "../../../test/factories/fleet-assignment.js";
import { createEmployee, employeeBody } from "../../../test/factories/fleet-employee.js";
import { createRule, ruleBody } from "../../../test/factories/fleet-rule.js";
import { createVehicle, vehicleUpdateBody } from "../../../test/factories/fleet-vehicle.js";
import type { CallResult } from "../../../test/client.js";

/**
 * A rule changed while its holder is being assigned, as a dispatcher and a fleet manager would at
 * the same moment. On PostgreSQL (CI runs this file there too) the two truly run side by side: only
 * the row locks keep the assignment's checks and the rule change from each missing the other.
 */
const t = useTestApp();
const ROUNDS = 12;

type Pair = Awaited<ReturnType<typeof pairWithEmployeeRule>>;

/** A vehicle without a rule and an employee holding a petrol rule: they may be assigned together. */
async function pairWithEmployeeRule(company: TestCompany) {
  const ruleId = (await createRule(t, company.companyId)).id;
  return {
    ruleId,
    vehicle: await createVehicle(t, company.companyId),
    employee: await createEmployee(t, company.companyId, { ruleId }),
  };
}

const assign = (company: TestCompany, pair: Pair) =>
  t.api.call(vehicleAssignmentEndpoints.create, { token: company.token, body: assignmentBody(pair) });

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Each pair assigned while `change` runs beside it, the n-th assignment sent n ms after its change
 * so that some land before, some amid and some after it. Answers how many of each two succeeded,
 * and the refusals.
 */
async function raceWith(company: TestCompany, change: (pair: Pair) => Promise<CallResult<Endpoint>>) {
  const pairs = await Promise.all(Array.from({ length: ROUNDS }, () => pairWithEmployeeRule(company)));
  const results = await Promise.all(
    pairs.map((pair, n) => Promise.all([later(n).then(() => assign(company, pair)), change(pair)])),
  );
  return {
    successes: results.map((both) => both.filter((res) => res.status === 200).length),
    refusals: new Set(results.flat().flatMap((res) => (res.status === 200 ? [] : [res.body.message]))),
  };
}

const employeeRule = alias(fuelRules, "employee_rule");
const vehicleRule = alias(fuelRules, "vehicle_rule");

/** The company's assignments (all current here) with the rules their employee and vehicle hold. */
const assignmentsOf = (companyId: string) =>
  t.db
    .select({
      employeeRuleFuel: employeeRule.fuelType,
      vehicleRuleFuel: vehicleRule.fuelType,
      fuels: sql<string>`concat_ws(',', ${vehicles.fuelType}, ${vehicles.secondaryFuelType})`,
    })
    .from(vehicleAssignments)
    .innerJoin(employees, eq(employees.id, vehicleAssignments.employeeId))
    .innerJoin(vehicles, eq(vehicles.id, vehicleAssignments.vehicleId))
    .leftJoin(employeeRule, eq(employeeRule.id, employees.ruleId))
    .leftJoin(vehicleRule, eq(vehicleRule.id, vehicles.ruleId))
    .where(eq(vehicleAssignments.companyId, companyId));

/** Spec 001 section 5, after the race: exactly one of the two holds a rule, for a fuel the vehicle takes. */
async function expectEveryAssignmentValid(companyId: string) {
  for (const row of await assignmentsOf(companyId)) {
    const held = [row.employeeRuleFuel, row.vehicleRuleFuel].filter((fuel) => fuel !== null);
    expect(held).toHaveLength(1);
    expect(row.fuels.split(",")).toContain(held[0]);
  }
}

describe("a rule changed while its holder is being assigned", () => {
  it("never leaves an assignment whose employee lost the rule it was checked with", async () => {
    const company = await createCompany(t);
    const { successes, refusals } = await raceWith(company, ({ employee }) =>
      t.api.call(employeeEndpoints.update, {
        token: company.token,
        params: { id: employee.id },
        body: employeeBody({ name: employee.name, employee_id: employee.employeeCode, rule_id: null }),
      }),
    );
    expect(successes).toEqual(Array<number>(ROUNDS).fill(1));
    expect([`rule_id: ${m.employee_assigned}`, `employee_id: ${m.rule_none}`]).toEqual(
      expect.arrayContaining([...refusals]),
    );
    await expectEveryAssignmentValid(company.companyId);
  });

  it("never leaves an assignment whose vehicle gained a rule beside the employee's", async () => {
    const company = await createCompany(t);
    const { successes, refusals } = await raceWith(company, ({ vehicle, ruleId }) =>
      t.api.call(vehicleEndpoints.update, {
        token: company.token,
        params: { id: vehicle.id },
        body: vehicleUpdateBody(vehicle, { current_odometer: vehicle.currentOdometer, rule_id: ruleId }),
      }),
    );
    expect(successes).toEqual(Array<number>(ROUNDS).fill(1));
    expect([`rule_id: ${m.vehicle_assigned}`, `employee_id: ${m.rule_both}`]).toEqual(
      expect.arrayContaining([...refusals]),
    );
    await expectEveryAssignmentValid(company.companyId);
  });

  it("never leaves an assignment whose vehicle cannot take the rule's new fuel", async () => {
    const company = await createCompany(t);
    const { successes, refusals } = await raceWith(company, ({ ruleId }) =>
      t.api.call(fuelRuleEndpoints.update, {
        token: company.token,
        params: { id: ruleId },
        body: ruleBody({ name: `Diesel ${ruleId}`, fuel_type: "diesel", status: "active", change_effect: "immediate" }),
      }),
    );
    expect(successes).toEqual(Array<number>(ROUNDS).fill(1));
    expect([`fuel_type: ${m.fuel_type_mismatch}`, `vehicle_id: ${m.fuel_type_mismatch}`]).toEqual(
      expect.arrayContaining([...refusals]),
    );
    await expectEveryAssignmentValid(company.companyId);
  });
});
