import { fleetDashboardEndpoints as endpoints } from "@pitlane/domain";
import { afterAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createCompany } from "../../../test/factories/fleet.js";
import { createVehicle } from "../../../test/factories/fleet-vehicle.js";
import { caughtUp, pauseReplay, testReplicaUrl } from "../../../test/replica.js";

// Runs where a streaming replica exists (.ci/run makes one beside its PostgreSQL server).
describe.skipIf(!testReplicaUrl || !process.env.DATABASE_URL)("the fleet dashboard on a streaming replica", () => {
  const t = useTestApp({}, { replica: true });
  const primary = process.env.DATABASE_URL ?? "";
  const replica = testReplicaUrl ?? "";
  afterAll(() => pauseReplay(replica, false));

  const vehiclesOnDashboard = async (token: string) =>
    (await t.api.call(endpoints.summary, { token })).body.result.vehicles.total;

  it("reads from the replica: a vehicle added while replay is held shows once the replica has it", async () => {
    const company = await createCompany(t);
    await createVehicle(t, company.companyId);
    await caughtUp(primary, replica);
    expect(await vehiclesOnDashboard(company.token)).toBe(1);

    await pauseReplay(replica, true);
    await createVehicle(t, company.companyId);
    // The primary has two; the dashboard, reading the held replica, still shows one.
    expect(await vehiclesOnDashboard(company.token)).toBe(1);

    await pauseReplay(replica, false);
    await caughtUp(primary, replica);
    expect(await vehiclesOnDashboard(company.token)).toBe(2);
  });
});
