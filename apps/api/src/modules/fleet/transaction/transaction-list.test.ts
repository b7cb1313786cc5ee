import { transactionEndpoints as endpoints, type TransactionListQuery } from "@pitlane/domain";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { employees, purchases, stations, vehicles } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createFleetUser } from "../../../test/factories/fleet.js";
import { addDriver, buy, purchaseScene } from "../../../test/factories/fleet-purchase.js";
import { checkLedgerAfterEach } from "../../../test/factories/ledger.js";
import { createStation } from "../../../test/factories/station.js";
import { fleetLists } from "../../../test/lists.js";
import { fleetRefusals, invalidEnvelope } from "../../../test/refusals.js";

const statements: string[] = [];
const t = useTestApp({}, { onQuery: (query) => statements.push(query) });
checkLedgerAfterEach(t);
const { itRefusesLikeEveryList } = fleetRefusals;

/** A query as an address carries it: any text, which the API must read or refuse. */
type Query = Partial<Record<keyof TransactionListQuery, string>>;

/** The references the company's list shows for a query, in its order. */
async function referencesOf(token: string, query: Query = {}) {
  const res = await t.api.call(endpoints.list, { token, query: query as never });
  expect(res.status).toBe(200);
  return res.body.result!.items.map((item) => item.reference);
}

/** Moves a purchase to another moment, as if it had been made then. */
const madeAt = (id: string, at: string) =>
  t.db
    .update(purchases)
    .set({ createdAt: new Date(at) })
    .where(eq(purchases.id, id));

describe("GET /fueling/api/transactions", () => {
  itRefusesLikeEveryList(t, endpoints.list, { permission: "transactions.view", permissions: ["balance.view"] });
  fleetLists.itAnswersAnEmptyFirstPage(t, endpoints.list, "purchases");

  it("lists a completed purchase with everything a fleet manager reads, the money as the wallet paid it", async () => {
    const scene = await purchaseScene(t);
    // 12.5 km per litre: 20 L drive 250 km.
    await t.db.update(vehicles).set({ consumptionRate: 1250 }).where(eq(vehicles.id, scene.driver.vehicle.id));
    const bought = await buy(t, scene, { litres: 30, dispensed: 20 });
    const [station] = await t.db.select().from(stations).where(eq(stations.id, scene.station.stationId));
    const res = await t.api.call(endpoints.list, { token: scene.company.token });
    expect(res.body.result).toMatchObject({ total: 1, total_capped: false, page: 1, limit: 10 });
    const item = res.body.result!.items[0]!;
    const previous = scene.driver.vehicle.currentOdometer;
    expect(item).toMatchObject({
      _id: bought.id,
      reference: bought.reference,
      station_id: scene.station.stationId,
      station_name: station!.name,
      employee_id: scene.driver.employee.id,
      employee_name: scene.driver.employee.name,
      vehicle_id: scene.driver.vehicle.id,
      car_id: scene.driver.vehicle.carId,
      plate_no: scene.driver.vehicle.plateNo,
      fuel_type: "petrol",
      status: "completed",
      decline_reason: null,
      flags: [],
      currency: "PKR",
      litres: 20,
      unit_price: 250,
      fuel_amount: 5_000,
      odometer: previous + 100,
      previous_odometer: previous,
      km_since_last: 100,
      expected_odometer: previous + 250,
      account_from: "wallet",
      account_to: "station_payable",
    });
    expect(item.station_city).toEqual(expect.any(String));
    expect(item.total).toBeCloseTo(item.fuel_amount! + item.commission! + item.tax!, 2);
  });

  it("lists a declined purchase with its exact reason, and no money", async () => {
    const scene = await purchaseScene(t);
    await buy(t, scene, { body: { tpin: "0000" } });
    const [item] = (await t.api.call(endpoints.list, { token: scene.company.token })).body.result!.items;
    expect(item).toMatchObject({
      status: "declined",
      decline_reason: "pin_invalid",
      employee_name: scene.driver.employee.name,
      litres: 20,
      fuel_amount: null,
      total: null,
      account_from: null,
      account_to: null,
    });
  });

  it("pages newest first, with the total of the company's purchases", async () => {
    const scene = await purchaseScene(t);
    const made = [];
    for (const day of ["2025-01-01", "2025-01-02", "2025-01-03"]) {
      const bought = await buy(t, scene);
      await madeAt(bought.id, `${day}T08:00:00Z`);
      made.push(bought.reference);
    }
    const page = async (n: number) =>
      (await t.api.call(endpoints.list, { token: scene.company.token, query: { page: n, limit: 2 } })).body.result!;
    const first = await page(1);
    expect(first).toMatchObject({ total: 3, total_capped: false, page: 1, limit: 2 });
    expect(first.items.map((i) => i.reference)).toEqual([made[2], made[1]]);
    expect((await page(2)).items.map((i) => i.reference)).toEqual([made[0]]);
    expect((await page(3)).items).toEqual([]);
  });

  it("filters by the company's days, both ends included, on its own clock", async () => {
    const scene = await purchaseScene(t);
    const [lateEvening, afterMidnight, nextDay] = [await buy(t, scene), await buy(t, scene), await buy(t, scene)];
    // Karachi is five hours ahead of UTC: 19:30 UTC on the 9th is already 00:30 on the 10th there.
    await madeAt(lateEvening.id, "2025-03-09T18:30:00Z");
    await madeAt(afterMidnight.id, "2025-03-09T19:30:00Z");
    await madeAt(nextDay.id, "2025-03-11T10:00:00Z");
    const token = scene.company.token;
    expect(await referencesOf(token, { from: "2025-03-10", to: "2025-03-10" })).toEqual([afterMidnight.reference]);
    expect(await referencesOf(token, { from: "2025-03-10" })).toEqual([nextDay.reference, afterMidnight.reference]);
    expect(await referencesOf(token, { to: "2025-03-09" })).toEqual([lateEvening.reference]);
  });

  it("filters by status, a hold past its time the sweep has not released counting as expired", async () => {
    const scene = await purchaseScene(t);
    const completed = await buy(t, scene, { dispensed: 20 });
    const voided = await buy(t, scene, { isVoided: true });
    const declined = await buy(t, scene, { body: { tpin: "0000" } });
    const held = await buy(t, scene);
    const lapsed = await buy(t, scene);
    await t.db
      .update(purchases)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(purchases.id, lapsed.id));
    const token = scene.company.token;
    expect(await referencesOf(token, { status: "completed" })).toEqual([completed.reference]);
    expect(await referencesOf(token, { status: "voided" })).toEqual([voided.reference]);
    expect(await referencesOf(token, { status: "declined" })).toEqual([declined.reference]);
    expect(await referencesOf(token, { status: "held" })).toEqual([held.reference]);
    expect(await referencesOf(token, { status: "expired" })).toEqual([lapsed.reference]);
    const [shown] = (await t.api.call(endpoints.list, { token, query: { status: "expired" } })).body.result!.items;
    expect(shown).toMatchObject({ status: "expired", litres: 20, fuel_amount: 5_000 });
    expect(await referencesOf(token)).toHaveLength(5);

    // The next purchase releases it for good: still expired, and still listed once.
    const next = await buy(t, scene);
    const [row] = await t.db.select().from(purchases).where(eq(purchases.id, lapsed.id));
    expect(row!.status).toBe("expired");
    expect(await referencesOf(token, { status: "expired" })).toEqual([lapsed.reference]);
    expect(await referencesOf(token, { status: "held" })).toEqual([next.reference, held.reference]);
  });

  it("filters by station, vehicle, employee and flagged", async () => {
    const scene = await purchaseScene(t);
    const other = { driver: await addDriver(t, scene.company.companyId), station: await createStation(t) };
    const first = await buy(t, scene, { dispensed: 20 });
    // A second fill of the same vehicle within two hours is flagged for a look.
    const refill = await buy(t, scene, { dispensed: 10 });
    const elsewhere = await buy(t, other, { dispensed: 15 });
    const token = scene.company.token;
    expect(await referencesOf(token, { station_id: other.station.stationId })).toEqual([elsewhere.reference]);
    expect(await referencesOf(token, { vehicle_id: scene.driver.vehicle.id })).toEqual([
      refill.reference,
      first.reference,
    ]);
    expect(await referencesOf(token, { employee_id: other.driver.employee.id })).toEqual([elsewhere.reference]);
    expect(await referencesOf(token, { flagged: "true" })).toEqual([refill.reference]);
    expect(await referencesOf(token, { flagged: "false" })).toHaveLength(3);
    const [flagged] = (await t.api.call(endpoints.list, { token, query: { flagged: "true" } })).body.result!.items;
    expect(flagged!.flags).toEqual(["quick_refill"]);
    expect(
      await referencesOf(token, { station_id: other.station.stationId, vehicle_id: scene.driver.vehicle.id }),
    ).toEqual([]);
  });

  it("searches by reference, car id, plate, employee name or station name", async () => {
    const scene = await purchaseScene(t);
    await t.db
      .update(vehicles)
      .set({ carId: "TANKER-7", plateNo: "KHI-4521" })
      .where(eq(vehicles.id, scene.driver.vehicle.id));
    await t.db.update(employees).set({ name: "Imran Qureshi" }).where(eq(employees.id, scene.driver.employee.id));
    await t.db.update(stations).set({ name: "Shell Clifton" }).where(eq(stations.id, scene.station.stationId));
    const mine = await buy(t, scene, { body: { reference: "POS-ALPHA-1" } });
    const other = { driver: await addDriver(t, scene.company.companyId), station: await createStation(t) };
    const theirs = await buy(t, other);
    const token = scene.company.token;
    for (const search of ["alpha-1", "tanker", "khi-45", "qureshi", "clifton"]) {
      expect(await referencesOf(token, { search }), search).toEqual([mine.reference]);
    }
    expect(await referencesOf(token, { search: theirs.reference })).toEqual([theirs.reference]);
    // The search's own wildcards are taken literally.
    expect(await referencesOf(token, { search: "%" })).toEqual([]);
  });

  it("never lists another company's purchases, even at the same station or by its reference", async () => {
    const scene = await purchaseScene(t);
    const mine = await buy(t, scene);
    const rival = await purchaseScene(t);
    const theirs = await buy(t, { driver: rival.driver, station: scene.station });
    expect(await referencesOf(scene.company.token)).toEqual([mine.reference]);
    expect(await referencesOf(scene.company.token, { search: theirs.reference })).toEqual([]);
    expect(await referencesOf(scene.company.token, { vehicle_id: rival.driver.vehicle.id })).toEqual([]);
    expect(await referencesOf(rival.company.token)).toEqual([theirs.reference]);
  });

  it("reads a page of any length in the same few statements: names are joined, not looked up per row", async () => {
    const scene = await purchaseScene(t);
    const statementsFor = async (limit: number) => {
      statements.length = 0;
      const res = await t.api.call(endpoints.list, { token: scene.company.token, query: { limit } });
      expect(res.body.result!.items).toHaveLength(limit);
      return statements.length;
    };
    await buy(t, scene);
    // The first call also reads the session into the cache.
    await statementsFor(1);
    const one = await statementsFor(1);
    for (let i = 0; i < 4; i += 1)
      await buy(t, { driver: await addDriver(t, scene.company.companyId), station: scene.station });
    expect(await statementsFor(5)).toBe(one);
  });

  it("answers a user whose role grants transactions.view", async () => {
    const scene = await purchaseScene(t);
    await buy(t, scene);
    const viewer = await createFleetUser(t, scene.company.companyId, { permissions: ["transactions.view"] });
    expect(await referencesOf(viewer.token)).toHaveLength(1);
  });

  it("answers 400 naming the field for a bad status, id, date, range or switch", async () => {
    const scene = await purchaseScene(t);
    const ask = async (query: Query) =>
      (await t.api.call(endpoints.list, { token: scene.company.token, query: query as never })).body;
    expect(await ask({ status: "pending" })).toEqual(invalidEnvelope("status: is not one of the choices"));
    expect(await ask({ station_id: "PSO-1" })).toEqual(invalidEnvelope("station_id: must be a valid id"));
    expect(await ask({ vehicle_id: "LEA-1" })).toEqual(invalidEnvelope("vehicle_id: must be a valid id"));
    expect(await ask({ employee_id: "7" })).toEqual(invalidEnvelope("employee_id: must be a valid id"));
    expect(await ask({ from: "2025-02-30" })).toEqual(invalidEnvelope("from: must be a date such as 2026-01-31"));
    expect(await ask({ from: "2025-03-10", to: "2025-03-09" })).toEqual(
      invalidEnvelope("to: must end after it starts"),
    );
    expect(await ask({ flagged: "maybe" })).toEqual(invalidEnvelope("flagged: must be true or false"));
  });
});

describe("GET /fueling/api/transactions/choices", () => {
  it("finds the company's vehicles and employees and the stations of its country, 403 without transactions.view", async () => {
    const scene = await purchaseScene(t);
    await t.db.update(vehicles).set({ plateNo: "LHR-777" }).where(eq(vehicles.id, scene.driver.vehicle.id));
    await t.db.update(stations).set({ name: "Attock Gulberg" }).where(eq(stations.id, scene.station.stationId));
    const saudi = await createStation(t, { iso2: "SA" });
    await t.db.update(stations).set({ name: "Attock Riyadh" }).where(eq(stations.id, saudi.stationId));
    const token = scene.company.token;
    const choose = async (kind: "station" | "vehicle" | "employee", search: string) =>
      (await t.api.call(endpoints.choices, { token, query: { kind, search } })).body.result!;
    expect((await choose("station", "attock")).map((c) => c._id)).toEqual([scene.station.stationId]);
    expect(await choose("vehicle", "lhr-7")).toEqual([
      { _id: scene.driver.vehicle.id, label: `LHR-777 · ${scene.driver.vehicle.carId}` },
    ]);
    const [employee] = await choose("employee", scene.driver.employee.name);
    expect(employee!._id).toBe(scene.driver.employee.id);
    const staff = await createFleetUser(t, scene.company.companyId, { permissions: ["vehicles.view"] });
    const refused = await t.api.call(endpoints.choices, { token: staff.token, query: { kind: "vehicle" } });
    expect(refused.status).toBe(403);
    const bad = await t.api.call(endpoints.choices, { token, query: { kind: "rule" } as never });
    expect(bad.body).toEqual(invalidEnvelope("kind: is not one of the choices"));
  });
});

describe("GET /fueling/api/transactions/export", () => {
  const { itRefusesWithoutSession, itRefusesWithoutPermission } = fleetRefusals;
  itRefusesWithoutSession(t, endpoints.export);
  itRefusesWithoutPermission(t, endpoints.export, {
    title: "answers 403 for a user without transactions.view",
    permissions: ["balance.view", "vehicles.export"],
  });

  it("sends the purchases the list's filters select as CSV, the company's own only", async () => {
    const scene = await purchaseScene(t);
    const completed = await buy(t, scene, { dispensed: 12.345 });
    const declined = await buy(t, scene, { body: { tpin: "0000" } });
    const rival = await purchaseScene(t);
    await buy(t, rival, { dispensed: 10 });
    const csv = async (query: Record<string, string> = {}) => {
      const res = await t.app.inject({
        method: "GET",
        url: `${endpoints.export.path}?${new URLSearchParams(query)}`,
        headers: { authorization: `Bearer ${scene.company.token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("text/csv");
      expect(res.headers["content-disposition"]).toMatch(
        /^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      return res.body
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
    };
    const all = await csv();
    expect(all[0]).toBe(
      "created_at,reference,status,decline_reason,flags,review,station,city,employee,car_id,plate_no,fuel_type,litres,unit_price,fuel_amount,commission,tax,total,currency,odometer,km_since_last,expected_odometer,account_from,account_to",
    );
    expect(all).toHaveLength(3);
    expect(all[1]).toContain(`${declined.reference},declined,pin_invalid,`);
    expect(all[2]).toContain(`${completed.reference},completed,,`);
    expect(all[2]).toContain(",petrol,12.345,250,3086.25,");
    expect(all[2]).toMatch(/,wallet,station_payable$/);
    const onlyDeclined = await csv({ status: "declined" });
    expect(onlyDeclined).toHaveLength(2);
    const bad = await t.app.inject({
      method: "GET",
      url: `${endpoints.export.path}?from=yesterday`,
      headers: { authorization: `Bearer ${scene.company.token}` },
    });
    expect(bad.statusCode).toBe(400);
    // Nothing of the file came from another company.
    const theirs = await t.db
      .select()
      .from(purchases)
      .where(inArray(purchases.companyId, [rival.company.companyId]));
    expect(all.join("\n")).not.toContain(theirs[0]!.reference);
  });
});
