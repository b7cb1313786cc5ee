import { fleetDashboardEndpoints as endpoints, toMajor } from "@pitlane/domain";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, purchases, vehicles } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { addDriver, buy, purchaseScene, type Purchase } from "../../../test/factories/fleet-purchase.js";
import { checkLedgerAfterEach } from "../../../test/factories/ledger.js";
import { createStation } from "../../../test/factories/station.js";
import { fleetRefusals, invalidEnvelope } from "../../../test/refusals.js";

const t = useTestApp();
checkLedgerAfterEach(t);
const { itRefusesWithoutSession, itRefusesWithoutPermission } = fleetRefusals;

/** Moves a purchase to another moment, as if it had been made and completed then. */
const madeAt = (bought: Purchase, at: string) =>
  t.db
    .update(purchases)
    .set({ createdAt: new Date(at), resolvedAt: new Date(at) })
    .where(eq(purchases.id, bought.id));

/** What the wallet paid for these purchases, in major units: fuel, commission and tax. */
async function paidFor(bought: Purchase[]) {
  const rows = await t.db
    .select()
    .from(purchases)
    .where(
      inArray(
        purchases.id,
        bought.map((p) => p.id),
      ),
    );
  return toMajor(rows.reduce((sum, p) => sum + p.fuelAmount! + p.commissionAmount! + p.taxAmount!, 0));
}

/**
 * March 2026 of a company in Karachi (UTC+5): two vehicles at two stations, fills on both edges of
 * the month and of the peak hours; fills just outside the month, a voided one and a declined one
 * inside it, and another company's fills in it, none of which count.
 */
async function marchOfKarachi() {
  const scene = await purchaseScene(t);
  const id = scene.company.companyId;
  const [stationA, stationB] = [scene.station, await createStation(t)];
  const second = await addDriver(t, id);
  const first = { driver: scene.driver, station: stationA };
  const other = { driver: second, station: stationB };
  const at = async (who: typeof first, litres: number, instant: string) => {
    const bought = await buy(t, who, { litres, dispensed: litres });
    await madeAt(bought, instant);
    return bought;
  };
  // Each vehicle's fills in the order of their readings.
  const before = await at(first, 5, "2026-02-28T18:50:00Z"); // 28 February 23:50
  const peakMorning = await at(first, 30, "2026-03-01T02:15:00Z"); // 1 March 07:15, peak
  const lastNight = await at(first, 25, "2026-03-31T18:50:00Z"); // 31 March 23:50
  const after = await at(first, 5, "2026-03-31T19:10:00Z"); // 1 April 00:10
  const midnight = await at(other, 20, "2026-02-28T19:30:00Z"); // 1 March 00:30
  const noon = await at(other, 10, "2026-03-14T07:00:00Z"); // 14 March 12:00
  const lastPeakMinute = await at(other, 10, "2026-03-14T15:59:00Z"); // 14 March 20:59, peak
  const voided = await buy(t, other, { litres: 10, isVoided: true });
  await madeAt(voided, "2026-03-14T08:00:00Z");
  const declined = await buy(t, other, { body: { tpin: "0000" } });
  await madeAt(declined, "2026-03-14T09:00:00Z");

  const elsewhere = await purchaseScene(t);
  await madeAt(await buy(t, elsewhere, { litres: 40, dispensed: 40 }), "2026-03-10T05:00:00Z");
  const plates = await t.db
    .select({ id: vehicles.id, carId: vehicles.carId, plateNo: vehicles.plateNo })
    .from(vehicles)
    .where(eq(vehicles.companyId, id));
  return {
    token: scene.company.token,
    stations: { a: stationA.stationId, b: stationB.stationId },
    vehicles: { first: scene.driver.vehicle.id, second: second.vehicle.id },
    plates,
    fills: { first: [peakMorning, lastNight], second: [midnight, noon, lastPeakMinute] },
    outside: [before, after],
  };
}

describe("GET /fueling/api/dashboard/fuel", () => {
  itRefusesWithoutSession(t, endpoints.fuel);

  it("answers 400 naming month when it is not a month such as 2026-03", async () => {
    const scene = await purchaseScene(t);
    for (const month of ["2026-13", "2026-3", "March"]) {
      const res = await t.api.call(endpoints.fuel, { token: scene.company.token, query: { month } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(invalidEnvelope("month: is invalid"));
    }
  });

  itRefusesWithoutPermission(t, endpoints.fuel, {
    title: "answers 403 for a user without dashboard.view",
    permissions: ["transactions.view", "balance.view"],
  });

  it("shows a month without fills as every day at zero and nothing ranked", async () => {
    const scene = await purchaseScene(t);
    const res = await t.api.call(endpoints.fuel, { token: scene.company.token, query: { month: "2026-02" } });
    expect(res.status).toBe(200);
    const fuel = res.body.result;
    expect(fuel.month).toBe("2026-02");
    expect(fuel.days).toHaveLength(28);
    expect(fuel.days.every((day) => day.fills === 0 && day.litres === 0 && day.amount === 0)).toBe(true);
    expect(fuel).toMatchObject({
      totals: { fills: 0, litres: 0, amount: 0 },
      fuel_types: [],
      transactions: { total: 0, peak: 0, off_peak: 0 },
      top_vehicles: [],
      stations: { used: 0, by_amount: [], by_fills: [] },
    });
  });

  it("puts each completed fill on the company's day and in its peak or off-peak hours, and counts nothing else", async () => {
    const march = await marchOfKarachi();
    const res = await t.api.call(endpoints.fuel, { token: march.token, query: { month: "2026-03" } });
    expect(res.status).toBe(200);
    const fuel = res.body.result;
    const all = [...march.fills.first, ...march.fills.second];
    expect(fuel.totals).toEqual({ fills: 5, litres: 95, amount: await paidFor(all) });
    // 07:15 and 20:59 are peak; 00:30, 12:00 and 23:50 are not.
    expect(fuel.transactions).toEqual({ total: 5, peak: 2, off_peak: 3 });
    expect(fuel.days).toHaveLength(31);
    const filled = fuel.days.filter((day) => day.fills > 0);
    expect(filled.map((day) => [day.date, day.fills, day.litres])).toEqual([
      ["2026-03-01", 2, 50],
      ["2026-03-14", 2, 20],
      ["2026-03-31", 1, 25],
    ]);
    expect(filled[0]!.amount).toBe(await paidFor([march.fills.first[0]!, march.fills.second[0]!]));
    expect(fuel.fuel_types).toEqual([{ fuel_type: "petrol", fills: 5, litres: 95, amount: fuel.totals.amount }]);
  });

  it("ranks the vehicles by litres, and the stations by amount and by fills", async () => {
    const march = await marchOfKarachi();
    const fuel = (await t.api.call(endpoints.fuel, { token: march.token, query: { month: "2026-03" } })).body.result;
    const plateOf = (id: string) => march.plates.find((v) => v.id === id)!;
    expect(fuel.top_vehicles).toEqual([
      {
        _id: march.vehicles.first,
        car_id: plateOf(march.vehicles.first).carId,
        plate_no: plateOf(march.vehicles.first).plateNo,
        fills: 2,
        litres: 55,
        amount: await paidFor(march.fills.first),
      },
      {
        _id: march.vehicles.second,
        car_id: plateOf(march.vehicles.second).carId,
        plate_no: plateOf(march.vehicles.second).plateNo,
        fills: 3,
        litres: 40,
        amount: await paidFor(march.fills.second),
      },
    ]);
    // Station A sold more (55 L in two fills); station B was filled at more often (three fills).
    expect(fuel.stations.used).toBe(2);
    expect(fuel.stations.by_amount.map((s) => [s._id, s.fills, s.litres])).toEqual([
      [march.stations.a, 2, 55],
      [march.stations.b, 3, 40],
    ]);
    expect(fuel.stations.by_fills.map((s) => s._id)).toEqual([march.stations.b, march.stations.a]);
    expect(fuel.stations.by_amount[0]).toMatchObject({
      name: expect.stringMatching(/^Station /),
      city: expect.any(String),
    });
  });

  it("reads hours on a clock half an hour off UTC: 06:50 is off-peak, 07:10 peak, 00:10 the next day", async () => {
    const scene = await purchaseScene(t);
    await t.db.update(companies).set({ timeZone: "Asia/Kolkata" }).where(eq(companies.id, scene.company.companyId));
    const fill = async (instant: string) => madeAt(await buy(t, scene, { litres: 10, dispensed: 10 }), instant);
    await fill("2026-03-10T01:20:00Z"); // 10 March 06:50 in India
    await fill("2026-03-10T01:40:00Z"); // 10 March 07:10
    await fill("2026-03-10T18:40:00Z"); // 11 March 00:10
    const fuel = (await t.api.call(endpoints.fuel, { token: scene.company.token, query: { month: "2026-03" } })).body
      .result;
    expect(fuel.transactions).toEqual({ total: 3, peak: 1, off_peak: 2 });
    expect(fuel.days.filter((day) => day.fills > 0).map((day) => [day.date, day.fills])).toEqual([
      ["2026-03-10", 2],
      ["2026-03-11", 1],
    ]);
  });

  it("covers the company's current month when none is chosen", async () => {
    const scene = await purchaseScene(t);
    await buy(t, scene, { litres: 12, dispensed: 12 });
    const fuel = (await t.api.call(endpoints.fuel, { token: scene.company.token })).body.result;
    expect(fuel.totals.litres).toBe(12);
    expect(fuel.transactions.total).toBe(1);
  });
});

describe("GET /fueling/api/dashboard/trend", () => {
  itRefusesWithoutSession(t, endpoints.trend);

  it("answers 400 naming month when it is not a month", async () => {
    const scene = await purchaseScene(t);
    const res = await t.api.call(endpoints.trend, { token: scene.company.token, query: { month: "2026-00" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidEnvelope("month: is invalid"));
  });

  itRefusesWithoutPermission(t, endpoints.trend, {
    title: "answers 403 for a user without dashboard.view",
    permissions: ["reports.view"],
  });

  it("gives the twelve months that end with the chosen one, each month's fills on the company's clock", async () => {
    const march = await marchOfKarachi();
    const res = await t.api.call(endpoints.trend, { token: march.token, query: { month: "2026-04" } });
    expect(res.status).toBe(200);
    const { months } = res.body.result;
    expect(months.map((m) => m.month)).toEqual([
      "2025-05",
      "2025-06",
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
    ]);
    const [before, after] = march.outside;
    const figures = months.filter((m) => m.fills > 0).map((m) => [m.month, m.fills, m.litres, m.amount]);
    expect(figures).toEqual([
      ["2026-02", 1, 5, await paidFor([before!])],
      ["2026-03", 5, 95, await paidFor([...march.fills.first, ...march.fills.second])],
      ["2026-04", 1, 5, await paidFor([after!])],
    ]);
  });
});
