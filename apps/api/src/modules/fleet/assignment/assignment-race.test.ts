import { vehicleAssignmentEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createCompany } from "../../../test/factories/fleet.js";
import { assignmentBody, createPair, hoursFromNow } from "../../../test/factories/fleet-assignment.js";
import { createEmployee } from "../../../test/factories/fleet-employee.js";
import { createRule } from "../../../test/factories/fleet-rule.js";
import { createVehicle } from "../../../test/factories/fleet-vehicle.js";
import { listTotal } from "../../../test/lists.js";

/**
 * Saves sent at the same moment, as two dispatchers would. On PostgreSQL (CI runs this file there
 * too) they truly run side by side, so only the row locks keep the second from missing the first.
 */
const t = useTestApp();
const { create, update, list } = vehicleAssignmentEndpoints;
const PARALLEL = 8;

const statusesOf = (results: { status: number }[]) => results.map((res) => res.status).sort();

describe("parallel assignments", () => {
  it("assigns one vehicle to exactly one of several drivers asking at once", async () => {
    const company = await createCompany(t);
    const { vehicle } = await createPair(t, company.companyId);
    const ruleId = (await createRule(t, company.companyId)).id;
    const drivers = await Promise.all(
      Array.from({ length: PARALLEL }, () => createEmployee(t, company.companyId, { ruleId })),
    );
    const results = await Promise.all(
      drivers.map((employee) =>
        t.api.call(create, { token: company.token, body: assignmentBody({ vehicle, employee }) }),
      ),
    );
    expect(statusesOf(results)).toEqual([200, ...Array<number>(PARALLEL - 1).fill(400)]);
    for (const res of results.filter((r) => r.status === 400)) {
      expect(res.body.message).toBe("vehicle_id: This vehicle is already assigned at that time");
    }
    expect(await listTotal(t, list, company.token)).toBe(1);
  });

  it("gives one driver exactly one of several vehicles asked for at once", async () => {
    const company = await createCompany(t);
    const { employee } = await createPair(t, company.companyId);
    const fleet = await Promise.all(Array.from({ length: PARALLEL }, () => createVehicle(t, company.companyId)));
    const results = await Promise.all(
      fleet.map((vehicle) => t.api.call(create, { token: company.token, body: assignmentBody({ vehicle, employee }) })),
    );
    expect(statusesOf(results)).toEqual([200, ...Array<number>(PARALLEL - 1).fill(400)]);
    expect(await listTotal(t, list, company.token)).toBe(1);
  });

  it("lets only one of several updates moving assignments onto one vehicle's same hours succeed", async () => {
    const company = await createCompany(t);
    const ruleId = (await createRule(t, company.companyId)).id;
    const target = await createVehicle(t, company.companyId);
    const window = { starts_at: hoursFromNow(30), ends_at: hoursFromNow(34) };
    const planned = await Promise.all(
      Array.from({ length: PARALLEL }, async (_, i) => {
        const pair = {
          vehicle: await createVehicle(t, company.companyId),
          employee: await createEmployee(t, company.companyId, { ruleId }),
        };
        const at = { starts_at: hoursFromNow(40 + i * 10), ends_at: hoursFromNow(44 + i * 10) };
        const res = await t.api.call(create, { token: company.token, body: assignmentBody(pair, at) });
        return { id: res.body.result._id, employee: pair.employee };
      }),
    );
    const results = await Promise.all(
      planned.map(({ id, employee }) =>
        t.api.call(update, {
          token: company.token,
          params: { id },
          body: assignmentBody({ vehicle: target, employee }, window),
        }),
      ),
    );
    expect(statusesOf(results)).toEqual([200, ...Array<number>(PARALLEL - 1).fill(400)]);
  });
});
