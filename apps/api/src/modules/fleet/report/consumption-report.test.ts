import { reportEndpoints, todayIn } from "@pitlane/domain";
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { purchases } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createCompany } from "../../../test/factories/fleet.js";
import { MARCH, marchScene, rivalInMarch, type MarchScene } from "../../../test/factories/fleet-report.js";
import { checkLedgerAfterEach } from "../../../test/factories/ledger.js";
import { fleetRefusals, invalidEnvelope } from "../../../test/refusals.js";

const t = useTestApp();
checkLedgerAfterEach(t);
const { itRefusesWithoutSession, itRefusesWithoutPermission } = fleetRefusals;
const endpoint = reportEndpoints.consumption.page;

/** What the wallet paid for fills (fuel, commission and tax), in major units, as the ledger has it. */
async function paidFor(ids: string[]) {
  const rows = await t.db.select().from(purchases).where(inArray(purchases.id, ids));
  const minor = rows.reduce((sum, p) => sum + p.fuelAmount! + (p.commissionAmount ?? 0) + (p.taxAmount ?? 0), 0);
  return minor / 100;
}

async function report(token: string, query: Record<string, string | number>) {
  const res = await t.api.call(endpoint, { token, query: query as never });
  expect(res.status).toBe(200);
  return res.body.result!;
}

describe("GET /fueling/api/reports/consumption", () => {
  itRefusesWithoutSession(t, endpoint);

  it("answers 400 naming the field for a range that ends before it starts, is longer than a year or is no date", async () => {
    const company = await createCompany(t);
    const refused = async (query: Record<string, string>, message: string) => {
      const res = await t.api.call(endpoint, { token: company.token, query: query as never });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(invalidEnvelope(message));
    };
    await refused({ from: "2025-03-10", to: "2025-03-09" }, "to: must end after it starts");
    await refused({ from: "2024-01-01", to: "2025-01-01" }, "to: must be at most 366 days after from, both included");
    await refused({ from: "2025-02-30" }, "from: must be a date such as 2026-01-31");
    await refused({ by: "colour" }, "by: is not one of the choices");
    await refused({ vehicle_id: "42" }, "vehicle_id: must be a valid id");
    // A leap year's 366 days are a year.
    expect(
      (await t.api.call(endpoint, { token: company.token, query: { from: "2024-01-01", to: "2024-12-31" } })).status,
    ).toBe(200);
  });

  itRefusesWithoutPermission(t, endpoint, {
    title: "answers 403 for a user without reports.view",
    permissions: ["transactions.view", "dashboard.view"],
  });

  describe("on a company's March", () => {
    let m: MarchScene;
    const token = () => m.scene.company.token;

    it("sums each vehicle's fills completed in the range as a person would: litres, money, km, L/100 km, cost per km", async () => {
      m = await marchScene(t);
      await rivalInMarch(t, m.scene);
      const result = await report(token(), { ...MARCH, by: "vehicle" });
      const [a, b] = [m.ali.vehicle, m.sara.vehicle];
      const paidA = await paidFor([m.fills.third.id, m.fills.last.id]);
      const paidB = await paidFor([m.fills.fifth.id]);
      // Summed in minor units, as the report sums them: never two decimals added as floats.
      const paidAll = await paidFor([m.fills.third.id, m.fills.last.id, m.fills.fifth.id]);
      expect(result).toMatchObject({ ...MARCH, by: "vehicle", currency: "PKR", total: 2, page: 1, limit: 10 });
      expect(result.items).toEqual([
        {
          _id: a.id,
          name: a.plateNo,
          detail: a.carId,
          fuelings: 2,
          litres: 50,
          fuel_amount: 12_500,
          total_amount: paidA,
          km: 200,
          litres_per_100_km: 25,
          cost_per_km: Math.round((paidA * 100) / 200) / 100,
        },
        {
          _id: b.id,
          name: b.plateNo,
          detail: b.carId,
          fuelings: 1,
          litres: 10,
          fuel_amount: 2_500,
          total_amount: paidB,
          km: 100,
          litres_per_100_km: 10,
          cost_per_km: Math.round((paidB * 100) / 100) / 100,
        },
      ]);
      expect(result.totals).toEqual({
        fuelings: 3,
        litres: 60,
        fuel_amount: 15_000,
        total_amount: paidAll,
        km: 300,
        litres_per_100_km: 20,
        cost_per_km: Math.round((paidAll * 100) / 300) / 100,
      });
    });

    it("groups by employee, by branch and department (the driver's now), and by fuel type", async () => {
      const byEmployee = await report(token(), { ...MARCH, by: "employee" });
      expect(byEmployee.items.map((r) => [r.name, r.detail, r.litres, r.km])).toEqual([
        ["Ali Raza", m.ali.employee.employeeCode, 50, 200],
        ["Sara Khan", m.sara.employee.employeeCode, 10, 100],
      ]);
      const byBranch = await report(token(), { ...MARCH, by: "branch" });
      expect(byBranch.items.map((r) => [r._id, r.name, r.litres, r.litres_per_100_km])).toEqual([
        [m.north.id, "North", 50, 25],
        [null, null, 10, 10],
      ]);
      const byDepartment = await report(token(), { ...MARCH, by: "department" });
      expect(byDepartment.items.map((r) => [r.name, r.fuelings])).toEqual([
        ["Operations", 2],
        [null, 1],
      ]);
      const byFuel = await report(token(), { ...MARCH, by: "fuel_type" });
      expect(byFuel.items.map((r) => [r._id, r.name, r.litres, r.km])).toEqual([["petrol", "petrol", 60, 300]]);
      expect(byFuel.totals).toEqual(byBranch.totals);
    });

    it("filters by vehicle, employee, branch, department and fuel type; totals follow the filter", async () => {
      const only = async (query: Record<string, string>) =>
        (await report(token(), { ...MARCH, by: "vehicle", ...query })).items.map((r) => r._id);
      expect(await only({ vehicle_id: m.sara.vehicle.id })).toEqual([m.sara.vehicle.id]);
      expect(await only({ employee_id: m.ali.employee.id })).toEqual([m.ali.vehicle.id]);
      expect(await only({ branch_id: m.north.id })).toEqual([m.ali.vehicle.id]);
      expect(await only({ department_id: m.operations.id })).toEqual([m.ali.vehicle.id]);
      expect(await only({ fuel_type: "diesel" })).toEqual([]);
      const filtered = await report(token(), { ...MARCH, employee_id: m.sara.employee.id });
      expect(filtered.totals).toMatchObject({ fuelings: 1, litres: 10, km: 100, litres_per_100_km: 10 });
    });

    it("reads the range on the company's clock: 23:30 on 31 March in Karachi is March", async () => {
      const lastDay = await report(token(), { from: "2025-03-31", to: "2025-03-31" });
      expect(lastDay.totals).toMatchObject({ fuelings: 1, litres: 30 });
      const april = await report(token(), { from: "2025-04-01", to: "2025-04-30" });
      expect(april.totals.fuelings).toBe(0);
      const february = await report(token(), { from: "2025-02-01", to: "2025-02-28" });
      // The first fill of car A: its km are the 100 since the vehicle's reading before it.
      expect(february.items).toMatchObject([{ _id: m.ali.vehicle.id, litres: 25, km: 100, litres_per_100_km: 25 }]);
    });

    it("pages the groups on the server, every page carrying the range's totals", async () => {
      const first = await report(token(), { ...MARCH, limit: 1 });
      const second = await report(token(), { ...MARCH, limit: 1, page: 2 });
      const past = await report(token(), { ...MARCH, limit: 1, page: 3 });
      expect([first.items[0]?._id, second.items[0]?._id]).toEqual([m.ali.vehicle.id, m.sara.vehicle.id]);
      expect(past.items).toEqual([]);
      for (const page of [first, second, past]) {
        expect(page).toMatchObject({ total: 2, totals: { fuelings: 3, litres: 60 } });
      }
    });

    it("never counts another company's fills, even asked for its vehicle", async () => {
      const rival = await rivalInMarch(t, m.scene);
      const asked = await report(token(), { ...MARCH, vehicle_id: rival.driver.vehicle.id });
      expect(asked).toMatchObject({ items: [], total: 0, totals: { fuelings: 0, litres: 0, litres_per_100_km: null } });
      const theirs = await report(rival.company.token, MARCH);
      expect(theirs.items.map((r) => r._id)).toEqual([rival.driver.vehicle.id]);
      expect(theirs.totals).toMatchObject({ fuelings: 1, litres: 40 });
    });
  });

  it("reads this month of the company's clock when no range is given", async () => {
    const company = await createCompany(t);
    const result = await report(company.token, {});
    const today = todayIn("Asia/Karachi");
    expect(result).toMatchObject({ from: `${today.slice(0, 8)}01`, to: today, items: [], total: 0 });
  });
});
