import { WEEK_DAYS } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { employees, purchases } from "../../db/schema/index.js";
import { createPinHasher, loadPinSecret } from "../../platform/pin-hash.js";
import type { TestApp } from "../app.js";
import { createCompany, type TestCompany } from "./fleet.js";
import { hoursFromNow, insertAssignment } from "./fleet-assignment.js";
import { createEmployee } from "./fleet-employee.js";
import { createRule } from "./fleet-rule.js";
import { createVehicle, type VehicleOptions } from "./fleet-vehicle.js";
import { fund } from "./ledger.js";
import { authoriseBody, createStation, stationCall, type TestDriver, type TestStation } from "./station.js";

/** A driver at the pump with a T-PIN of their own: a company's T-PINs are unique, so each driver's differs. */
export interface Driver extends TestDriver {
  tpin: string;
}

/** A funded company (50,000.00) with a driver at a station, buying through the station's own API. */
export interface PurchaseScene {
  company: TestCompany;
  driver: Driver;
  station: TestStation;
}

let lastTpin = 5000;

/**
 * A vehicle with its driver assigned now, holding a petrol rule that allows every day, ten fuelings
 * a day and 1,000 L a week, so a test can buy often.
 */
export async function addDriver(t: TestApp, companyId: string, vehicle: VehicleOptions = {}): Promise<Driver> {
  const rule = await createRule(t, companyId, {
    fuelingDays: [...WEEK_DAYS],
    fuelingsPerDay: 10,
    fuelLimitLitres: 1000,
  });
  const car = await createVehicle(t, companyId, vehicle);
  const employee = await createEmployee(t, companyId, { ruleId: rule.id });
  const tpin = String((lastTpin += 1));
  const tpinHash = createPinHasher(loadPinSecret(t.config)).hash(companyId, tpin);
  await t.db.update(employees).set({ tpinHash }).where(eq(employees.id, employee.id));
  await insertAssignment(t, companyId, {
    vehicleId: car.id,
    employeeId: employee.id,
    startsAt: hoursFromNow(-1),
    endsAt: hoursFromNow(8),
  });
  return { vehicle: car, employee, rule, tpin };
}

export async function purchaseScene(t: TestApp): Promise<PurchaseScene> {
  const company = await createCompany(t);
  await fund(t.db, company.companyId, 5_000_000);
  return { company, driver: await addDriver(t, company.companyId), station: await createStation(t) };
}

/** Each vehicle's next reading: 100 km on from its last purchase in this file. */
const readings = new Map<string, number>();
const nextReading = (driver: Driver) => {
  const reading = (readings.get(driver.vehicle.id) ?? driver.vehicle.currentOdometer) + 100;
  readings.set(driver.vehicle.id, reading);
  return reading;
};

export interface Purchase {
  reference: string;
  /** The purchase's id, as the fleet portal names it. */
  id: string;
}

/**
 * A purchase at the pump through the station API: authorised for `litres` (20 unless told), then
 * completed with `dispensed` litres or voided, or left held. `body` overrides the authorisation
 * (a wrong T-PIN declines it).
 */
export async function buy(
  t: TestApp,
  scene: { driver: Driver; station: TestStation },
  options: { litres?: number; dispensed?: number; isVoided?: boolean; body?: Record<string, unknown> } = {},
): Promise<Purchase> {
  const call = stationCall(t, scene.station);
  const body = authoriseBody(scene.driver, {
    tpin: scene.driver.tpin,
    litres: options.litres ?? 20,
    odometer: nextReading(scene.driver),
    ...options.body,
  });
  expect((await call.authorise(body)).status).toBe(200);
  if (options.dispensed !== undefined)
    expect((await call.complete(body.reference, options.dispensed)).status).toBe(200);
  if (options.isVoided) expect((await call.void(body.reference)).status).toBe(200);
  const [row] = await t.db.select({ id: purchases.id }).from(purchases).where(eq(purchases.reference, body.reference));
  return { reference: body.reference, id: row!.id };
}

/** The declines a user of the demo meets in its transactions: each must be there, whatever day the demo was made. */
export const DEMO_DECLINES = [
  "pin_invalid",
  "pin_locked",
  "limit_count_day",
  "limit_litres_cycle",
  "day_not_allowed",
  "odometer_below_last",
  "tank_capacity_exceeded",
  "insufficient_funds",
  "driver_not_assigned",
] as const;
