import { stationDecline, todayIn, weekDayOf, WEEK_DAYS, type DeclineReason } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, employees, purchases, vehicleAssignments, vehicles } from "../../db/schema/index.js";
import { useTestApp } from "../../test/app.js";
import { createCompany } from "../../test/factories/fleet.js";
import { setSafetyFactor } from "../../test/factories/fleet-vehicle.js";
import { checkLedgerAfterEach, fund } from "../../test/factories/ledger.js";
import {
  authoriseBody,
  createDriver,
  createStation,
  stationCall,
  type TestDriver,
  type TestStation,
} from "../../test/factories/station.js";

const t = useTestApp();
checkLedgerAfterEach(t);

interface Scene {
  companyId: string;
  driver: TestDriver;
  station: TestStation;
}

/** A funded company (50,000.00) with a driver at a station; `arrange` then breaks one thing. */
async function scene(options: Parameters<typeof createDriver>[2] = {}, funds = 5_000_000): Promise<Scene> {
  const { companyId } = await createCompany(t);
  await fund(t.db, companyId, funds);
  return { companyId, driver: await createDriver(t, companyId, options), station: await createStation(t) };
}

/**
 * Authorises and expects a decline: answered 200 with approved false, the station told only what it
 * can act on, the exact reason recorded for the company, and nothing held.
 */
async function expectDecline(s: Scene, reason: DeclineReason, overrides: Record<string, unknown> = {}) {
  const body = authoriseBody(s.driver, overrides);
  const res = await stationCall(t, s.station).authorise(body);
  expect(res.status).toBe(200);
  expect(res.body.result).toMatchObject({ approved: false, status: "declined", decline: stationDecline(reason) });
  const [row] = await t.db.select().from(purchases).where(eq(purchases.reference, body.reference));
  expect(row).toMatchObject({ declineReason: reason, holdId: null, companyId: s.companyId });
  // A decline is an outcome: the same request again gets the same answer.
  const again = await stationCall(t, s.station).authorise(body);
  expect(again.body).toEqual(res.body);
  return row!;
}

describe("each check at the pump declines with its own reason (MONEY.md)", () => {
  it("company_suspended", async () => {
    const s = await scene();
    await t.db.update(companies).set({ suspendedAt: new Date() }).where(eq(companies.id, s.companyId));
    await expectDecline(s, "company_suspended");
  });

  it("vehicle_inactive", async () => {
    const s = await scene({ vehicle: { status: "out_of_service" } });
    await expectDecline(s, "vehicle_inactive");
  });

  it("driver_not_assigned: the assignment ended, or the driver is no longer active", async () => {
    const s = await scene();
    await t.db
      .update(vehicleAssignments)
      .set({ unassignedAt: new Date(Date.now() - 60_000) })
      .where(eq(vehicleAssignments.vehicleId, s.driver.vehicle.id));
    await expectDecline(s, "driver_not_assigned");
    const other = await scene();
    await t.db.update(employees).set({ status: "inactive" }).where(eq(employees.id, other.driver.employee.id));
    await expectDecline(other, "driver_not_assigned");
  });

  it("pin_invalid, three times; then pin_locked for the rest of the day, even with the right T-PIN", async () => {
    const s = await scene();
    for (let i = 0; i < 3; i += 1) await expectDecline(s, "pin_invalid", { tpin: "0000" });
    await expectDecline(s, "pin_locked");
  });

  it("price_unavailable: the station does not sell the fuel, or prices it in another currency", async () => {
    const s = await scene();
    await expectDecline({ ...s, station: await createStation(t, { fuelTypes: ["diesel"] }) }, "price_unavailable");
    await expectDecline({ ...s, station: await createStation(t, { iso2: "SA" }) }, "price_unavailable");
  });

  it("product_not_allowed: not the vehicle's fuel nor the rule's", async () => {
    const s = await scene();
    await expectDecline(s, "product_not_allowed", { fuel_type: "diesel" });
  });

  it("day_not_allowed", async () => {
    const today = weekDayOf(todayIn("Asia/Karachi"));
    const s = await scene({ rule: { fuelingDays: WEEK_DAYS.filter((day) => day !== today) } });
    await expectDecline(s, "day_not_allowed");
  });

  it("limit_count_day: the day's fuelings are used", async () => {
    const s = await scene({ rule: { fuelingsPerDay: 1 } });
    const first = authoriseBody(s.driver, { litres: 10 });
    await stationCall(t, s.station).authorise(first);
    await stationCall(t, s.station).complete(first.reference, 10);
    await expectDecline(s, "limit_count_day", { odometer: first.odometer + 10 });
  });

  it("odometer_below_last and odometer_jump_too_large (decision 0013's rule)", async () => {
    const s = await scene();
    await expectDecline(s, "odometer_below_last", { odometer: s.driver.vehicle.currentOdometer - 1 });
    await expectDecline(s, "odometer_jump_too_large", { odometer: s.driver.vehicle.currentOdometer * 2.5 + 1 });
  });

  it("limit_litres_cycle: more litres than the week has left", async () => {
    const s = await scene({ rule: { fuelLimitLitres: 30 } });
    await expectDecline(s, "limit_litres_cycle", { litres: 30.001 });
  });

  it("limit_amount_cycle: more fuel money than the cycle has left (commission and tax not counted)", async () => {
    // 40 L at 250.00 is 10,000.00 of fuel: exactly the limit passes, a litre more does not.
    const s = await scene({ rule: { mode: "amount", fuelLimitLitres: null, amountLimit: 1_000_000 } });
    await expectDecline(s, "limit_amount_cycle", { litres: 41 });
    const res = await stationCall(t, s.station).authorise(authoriseBody(s.driver, { litres: 40 }));
    expect(res.body.result).toMatchObject({ approved: true });
  });

  it("tank_capacity_exceeded: more than the tank and its factor of safety", async () => {
    const s = await scene();
    await expectDecline(s, "tank_capacity_exceeded", { litres: 50.001 });
    // The company's 10 % for the vehicle type lets 55 L through, flagged for a look once completed.
    await setSafetyFactor(t, s.companyId, s.driver.vehicle.vehicleTypeId, 10);
    await expectDecline(s, "tank_capacity_exceeded", { litres: 55.001 });
    const body = authoriseBody(s.driver, { litres: 55 });
    expect((await stationCall(t, s.station).authorise(body)).body.result).toMatchObject({ approved: true });
    await stationCall(t, s.station).complete(body.reference, 54);
    const [row] = await t.db.select().from(purchases).where(eq(purchases.reference, body.reference));
    expect(row!.flags).toContain("over_tank");
  });

  it("insufficient_funds: the hold of fuel, commission and tax is more than is available", async () => {
    const s = await scene({}, 1_000_000);
    // 40 L is 10,000.00 of fuel: with the commission on top the wallet's 10,000.00 is not enough.
    await expectDecline(s, "insufficient_funds");
    const [vehicle] = await t.db.select().from(vehicles).where(eq(vehicles.id, s.driver.vehicle.id));
    expect(vehicle!.currentOdometer).toBe(s.driver.vehicle.currentOdometer);
  });

  it("checks the rule on the vehicle when the vehicle holds it", async () => {
    const s = await scene({ ruleOnVehicle: true, rule: { fuelLimitLitres: 20 } });
    await expectDecline(s, "limit_litres_cycle", { litres: 25 });
  });
});
