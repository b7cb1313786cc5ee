import { randomBytes } from "node:crypto";
import { stationEndpoints, type FuelType } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import {
  cities,
  countries,
  employees,
  fuelPrices,
  stationTerminals,
  stationUsers,
  stations,
  states,
  type fuelRules,
} from "../../db/schema/index.js";
import { newTerminalKey } from "../../modules/ops/station/terminal-key.js";
import { hashPassword } from "../../platform/passwords.js";
import { createPinHasher, loadPinSecret } from "../../platform/pin-hash.js";
import type { TestApp } from "../app.js";
import { hoursFromNow, insertAssignment } from "./fleet-assignment.js";
import { createEmployee } from "./fleet-employee.js";
import { createRule } from "./fleet-rule.js";
import { createVehicle, type VehicleOptions } from "./fleet-vehicle.js";
import { idempotencyKey } from "./ops.js";

const unique = () => randomBytes(4).toString("hex");

/** 250.00 a litre, in hundredths of a minor unit: 40 L cost 10,000.00. */
export const PRICE = 2_500_000;

export interface TestStation {
  stationId: string;
  terminalId: string;
  /** The terminal's key, as its point of sale sends it. */
  key: string;
}

/**
 * A partner station with one terminal, selling `fuelTypes` at its own price (a station's override,
 * so tests never meet each other's country prices), from a day ago.
 */
export async function createStation(
  t: TestApp,
  options: { iso2?: "PK" | "SA"; fuelTypes?: FuelType[]; price?: number; status?: "active" | "inactive" } = {},
): Promise<TestStation> {
  const iso2 = options.iso2 ?? "PK";
  const [place] = await t.db
    .select({ countryId: countries.id, stateId: states.id, cityId: cities.id })
    .from(countries)
    .innerJoin(states, eq(states.countryId, countries.id))
    .innerJoin(cities, eq(cities.stateId, states.id))
    .where(eq(countries.iso2, iso2))
    .limit(1);
  const fuelTypes = options.fuelTypes ?? ["petrol", "hi_octane", "diesel"];
  const [station] = await t.db
    .insert(stations)
    .values({
      name: `Station ${unique()}`,
      brand: "PSO",
      address: "Shahrah-e-Faisal",
      ...place!,
      latitude: 24.86,
      longitude: 67.07,
      fuelTypes,
      status: options.status ?? "active",
    })
    .returning({ id: stations.id });
  const { key, hash } = newTerminalKey();
  const [terminal] = await t.db
    .insert(stationTerminals)
    .values({ stationId: station!.id, name: "Counter 1", keyHash: hash })
    .returning({ id: stationTerminals.id });
  await t.db.insert(fuelPrices).values(
    fuelTypes.map((fuelType) => ({
      countryId: place!.countryId,
      stationId: station!.id,
      fuelType,
      currency: iso2 === "PK" ? "PKR" : "SAR",
      price: options.price ?? PRICE,
      effectiveAt: new Date(Date.now() - 86_400_000),
    })),
  );
  return { stationId: station!.id, terminalId: terminal!.id, key };
}

export const TPIN = "4321";

export interface TestDriver {
  vehicle: Awaited<ReturnType<typeof createVehicle>>;
  employee: Awaited<ReturnType<typeof createEmployee>>;
  rule: typeof fuelRules.$inferSelect;
  /** The driver's T-PIN (unique within the company). */
  tpin: string;
}

/**
 * A vehicle with its driver assigned now, the driver's T-PIN set, and a petrol rule on the driver
 * that allows every day, two fuelings a day and 200 L a week unless told otherwise.
 */
export async function createDriver(
  t: TestApp,
  companyId: string,
  options: {
    rule?: Partial<typeof fuelRules.$inferInsert>;
    vehicle?: VehicleOptions;
    ruleOnVehicle?: boolean;
    tpin?: string;
  } = {},
): Promise<TestDriver> {
  const rule = await createRule(t, companyId, {
    fuelingDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    fuelLimitLitres: 200,
    ...options.rule,
  });
  const onVehicle = options.ruleOnVehicle === true;
  const vehicle = await createVehicle(t, companyId, { ...options.vehicle, ruleId: onVehicle ? rule.id : null });
  const employee = await createEmployee(t, companyId, { ruleId: onVehicle ? null : rule.id });
  const tpin = options.tpin ?? TPIN;
  const tpinHash = createPinHasher(loadPinSecret(t.config)).hash(companyId, tpin);
  await t.db.update(employees).set({ tpinHash }).where(eq(employees.id, employee.id));
  await insertAssignment(t, companyId, {
    vehicleId: vehicle.id,
    employeeId: employee.id,
    startsAt: hoursFromNow(-1),
    endsAt: hoursFromNow(8),
  });
  return { vehicle, employee, rule, tpin };
}

/** An authorisation body for the driver's vehicle: 40 L of petrol at a reading 100 km on. */
export const authoriseBody = (driver: TestDriver, overrides: Record<string, unknown> = {}) => ({
  reference: `P-${unique()}`,
  vehicle: driver.vehicle.qrToken,
  tpin: driver.tpin,
  odometer: driver.vehicle.currentOdometer + 100,
  fuel_type: "petrol",
  litres: 40,
  ...overrides,
});

/** The station's call, with its key and an idempotency key of its own unless given. */
export function stationCall(t: TestApp, station: TestStation) {
  const headers = (key: string | null) => ({
    "x-terminal-key": station.key,
    ...(key === null ? {} : { "idempotency-key": key }),
  });
  return {
    authorise: (body: Record<string, unknown>, key: string | null = `${String(body.reference)}:authorise`) =>
      t.api.call(stationEndpoints.authorise, { body, headers: headers(key), withoutCsrf: true }),
    complete: (reference: string, litres: number, key: string | null = idempotencyKey()) =>
      t.api.call(stationEndpoints.complete, {
        params: { reference },
        body: { litres },
        headers: headers(key),
        withoutCsrf: true,
      }),
    void: (reference: string, key: string | null = idempotencyKey()) =>
      t.api.call(stationEndpoints.void, { params: { reference }, headers: headers(key), withoutCsrf: true }),
    get: (reference: string) =>
      t.api.call(stationEndpoints.get, { params: { reference }, headers: headers(null), withoutCsrf: true }),
    vehicles: (q: string) =>
      t.api.call(stationEndpoints.vehicles, { query: { q }, headers: headers(null), withoutCsrf: true }),
  };
}

export const ATTENDANT_PASSWORD = "pump-attendant-1";

/** An attendant of the station who may sign in on the terminal page. */
export async function createAttendant(t: TestApp, stationId: string, active = true) {
  const email = `attendant-${unique()}@station.test`;
  const [row] = await t.db
    .insert(stationUsers)
    .values({ stationId, name: "Asif Attendant", email, passwordHash: await hashPassword(ATTENDANT_PASSWORD), active })
    .returning();
  return row!;
}
