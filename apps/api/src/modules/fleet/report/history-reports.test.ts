import { reportEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { topUps } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createCompany } from "../../../test/factories/fleet.js";
import { MARCH, marchScene, rivalInMarch, type MarchScene } from "../../../test/factories/fleet-report.js";
import { checkLedgerAfterEach, fund, topUpOf } from "../../../test/factories/ledger.js";
import { fleetRefusals, invalidEnvelope } from "../../../test/refusals.js";

const t = useTestApp();
checkLedgerAfterEach(t);
const { itRefusesWithoutSession, itRefusesWithoutPermission } = fleetRefusals;
const { fuelings, topUps: topUpReport, employees } = reportEndpoints;

async function call<E extends typeof fuelings.page | typeof topUpReport.page | typeof employees.page>(
  endpoint: E,
  token: string,
  query: Record<string, string | number>,
) {
  const res = await t.api.call(endpoint, { token, query: query as never });
  expect(res.status).toBe(200);
  return res.body.result!;
}

/** Moves a top-up's request (and its decision) into the company's day. */
const sentAt = (id: string, at: string) =>
  t.db
    .update(topUps)
    .set({ createdAt: new Date(at) })
    .where(eq(topUps.id, id));

describe("GET /fueling/api/reports/fuelings", () => {
  itRefusesWithoutSession(t, fuelings.page);

  it("answers 400 naming station_id when it is not an id", async () => {
    const company = await createCompany(t);
    const res = await t.api.call(fuelings.page, { token: company.token, query: { station_id: "north" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidEnvelope("station_id: must be a valid id"));
  });

  itRefusesWithoutPermission(t, fuelings.page, {
    title: "answers 403 for a user without reports.view",
    permissions: ["transactions.view"],
  });

  describe("on a company's March", () => {
    let m: MarchScene;

    it("lists the fills completed in the range, latest first, each with its km and L/100 km, and their totals", async () => {
      m = await marchScene(t);
      await rivalInMarch(t, m.scene);
      const result = await call(fuelings.page, m.scene.company.token, MARCH);
      expect(result.items.map((r) => [r._id, r.litres, r.km_since_last, r.litres_per_100_km])).toEqual([
        [m.fills.last.id, 30, 100, 30],
        [m.fills.fifth.id, 10, 100, 10],
        [m.fills.third.id, 20, 100, 20],
      ]);
      expect(result.items[0]).toMatchObject({
        status: "completed",
        resolved_at: "2025-03-31T18:30:00.000Z",
        employee_name: "Ali Raza",
        plate_no: m.ali.vehicle.plateNo,
        unit_price: 250,
        fuel_amount: 7_500,
      });
      expect(result).toMatchObject({ total: 3, totals: { fuelings: 3, litres: 60, km: 300, litres_per_100_km: 20 } });
    });

    it("charts litres a day of the company's clock, and a month over a longer range", async () => {
      const march = await call(fuelings.page, m.scene.company.token, MARCH);
      expect(march.chart.size).toBe("day");
      expect(march.chart.buckets).toHaveLength(31);
      const nonZero = march.chart.buckets.filter((b) => b.value > 0);
      expect(nonZero).toEqual([
        { start: "2025-03-03", value: 20 },
        { start: "2025-03-05", value: 10 },
        { start: "2025-03-31", value: 30 },
      ]);
      const quarter = await call(fuelings.page, m.scene.company.token, { from: "2025-02-15", to: "2025-04-30" });
      expect(quarter.chart).toEqual({
        size: "month",
        buckets: [
          { start: "2025-02-15", value: 25 },
          { start: "2025-03-01", value: 60 },
          { start: "2025-04-01", value: 0 },
        ],
      });
    });

    it("filters by vehicle, employee, station and fuel type, never showing another company's fills", async () => {
      const token = m.scene.company.token;
      const ids = async (query: Record<string, string>) =>
        (await call(fuelings.page, token, { ...MARCH, ...query })).items.map((r) => r._id);
      expect(await ids({ vehicle_id: m.sara.vehicle.id })).toEqual([m.fills.fifth.id]);
      expect(await ids({ employee_id: m.ali.employee.id })).toEqual([m.fills.last.id, m.fills.third.id]);
      expect(await ids({ station_id: m.scene.station.stationId })).toHaveLength(3);
      expect(await ids({ fuel_type: "diesel" })).toEqual([]);
      const rival = await rivalInMarch(t, m.scene);
      expect(await ids({ vehicle_id: rival.driver.vehicle.id })).toEqual([]);
    });
  });
});

describe("GET /fueling/api/reports/employees", () => {
  itRefusesWithoutSession(t, employees.page);

  it("answers 400 naming branch_id when it is not an id", async () => {
    const company = await createCompany(t);
    const res = await t.api.call(employees.page, { token: company.token, query: { branch_id: "north" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidEnvelope("branch_id: must be a valid id"));
  });

  itRefusesWithoutPermission(t, employees.page, {
    title: "answers 403 for a user without reports.view",
    permissions: ["employees.view"],
  });

  it("gives each driver their fills, km, L/100 km, vehicles, declines and flagged fills, and nothing of another company", async () => {
    const m = await marchScene(t);
    await rivalInMarch(t, m.scene);
    const result = await call(employees.page, m.scene.company.token, MARCH);
    expect(result.items).toMatchObject([
      {
        _id: m.ali.employee.id,
        name: "Ali Raza",
        branch: "North",
        department: "Operations",
        fuelings: 2,
        litres: 50,
        fuel_amount: 12_500,
        km: 200,
        litres_per_100_km: 25,
        vehicles: 1,
        declines: 0,
        flagged: 1,
      },
      {
        _id: m.sara.employee.id,
        name: "Sara Khan",
        branch: null,
        fuelings: 1,
        litres: 10,
        km: 100,
        litres_per_100_km: 10,
        vehicles: 1,
        declines: 1,
        flagged: 0,
      },
    ]);
    expect(result).toMatchObject({
      total: 2,
      totals: { drivers: 2, fuelings: 3, litres: 60, km: 300, declines: 1, flagged: 1 },
    });
    const north = await call(employees.page, m.scene.company.token, { ...MARCH, branch_id: m.north.id });
    expect(north.items.map((r) => r.name)).toEqual(["Ali Raza"]);
    // A driver with declines only still has a row.
    const sixth = await call(employees.page, m.scene.company.token, { from: "2025-03-06", to: "2025-03-06" });
    expect(sixth.items).toMatchObject([{ name: "Sara Khan", fuelings: 0, litres: 0, declines: 1, km: 0 }]);
  });
});

describe("GET /fueling/api/reports/top-ups", () => {
  itRefusesWithoutSession(t, topUpReport.page);

  it("answers 400 naming status for an unknown status", async () => {
    const company = await createCompany(t);
    const res = await t.api.call(topUpReport.page, { token: company.token, query: { status: "overdue" } as never });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidEnvelope("status: is not one of the choices"));
  });

  itRefusesWithoutPermission(t, topUpReport.page, {
    title: "answers 403 for a user without reports.view",
    permissions: ["balance.view"],
  });

  it("lists the requests sent in the range by status, sums each status and charts the approved amount", async () => {
    const company = await createCompany(t);
    const id = company.companyId;
    const approved = await fund(t.db, id, 500_000);
    await sentAt(approved, "2025-03-02T06:00:00Z");
    const pending = await topUpOf(t.db, id, 120_000);
    await sentAt(pending, "2025-03-20T06:00:00Z");
    const earlier = await fund(t.db, id, 99_900);
    await sentAt(earlier, "2025-02-27T06:00:00Z");
    const other = await createCompany(t);
    await sentAt(await fund(t.db, other.companyId, 700_000), "2025-03-02T06:00:00Z");

    const result = await call(topUpReport.page, company.token, MARCH);
    expect(result.items.map((r) => [r._id, r.status, r.amount])).toEqual([
      [pending, "pending", 1_200],
      [approved, "approved", 5_000],
    ]);
    expect(result.totals).toEqual({ requests: 2, approved_amount: 5_000, pending_amount: 1_200, rejected_amount: 0 });
    expect(result.chart.buckets.filter((b) => b.value > 0)).toEqual([{ start: "2025-03-02", value: 5_000 }]);
    const onlyApproved = await call(topUpReport.page, company.token, { ...MARCH, status: "approved" });
    expect(onlyApproved.items.map((r) => r._id)).toEqual([approved]);
  });
});
