import type { FuelType } from "@pitlane/domain";
import { and, asc, eq, isNull } from "drizzle-orm";
import { holdExpiresAt } from "../../modules/fleet/ledger/hold-expiry.js";
import { ratesInForce } from "../../modules/fleet/service-fee/rates.js";
import type { Db } from "../client.js";
import {
  cities,
  employees,
  fuelPrices,
  fuelRules,
  orgUnits,
  safetyFactors,
  stationTerminals,
  stations,
  topUps,
  vehicleAssignments,
  vehicles,
} from "../schema/index.js";

export type FuelRuleRow = typeof fuelRules.$inferSelect;

export interface DemoVehicle {
  id: string;
  carId: string;
  status: string;
  fuelType: FuelType;
  secondaryFuelType: FuelType | null;
  /** Kilometres per litre, in hundredths; null when not set. */
  consumptionRate: number | null;
  tankLitres: number;
  /** The vehicle's own factor of safety, else its company's for its type, else none (basis points). */
  factorBp: number;
  ruleId: string | null;
  initialOdometer: number;
  currentOdometer: number;
}

interface DemoDriver {
  id: string;
  status: string;
  ruleId: string | null;
  /** The branch's name, which is the city its vehicles fuel in. */
  city: string | null;
}

/** Who drives a vehicle from `from` until `to`. */
export interface DriveWindow {
  employeeId: string;
  from: Date;
  to: Date;
}

export interface DemoStation {
  id: string;
  terminalId: string;
  city: string;
  fuelTypes: readonly FuelType[];
}

interface DemoPrice {
  stationId: string | null;
  fuelType: string;
  price: number;
  effectiveAt: Date;
}

/** Money that came into the wallet: an approved top-up, sent at `requestedAt`, credited at `at`. */
export interface DemoCredit {
  requestedAt: Date;
  at: Date;
  amount: number;
}

/** What the demo's purchases are made of: the company's fleet, rules and money, and the stations of its country. */
export interface PurchaseWorld {
  companyId: string;
  currency: string;
  zone: string;
  vehicles: DemoVehicle[];
  drivers: Map<string, DemoDriver>;
  rules: Map<string, FuelRuleRow>;
  /** The seeded assignments of each vehicle that have started, oldest first. */
  assignments: Map<string, DriveWindow[]>;
  stations: DemoStation[];
  prices: DemoPrice[];
  credits: DemoCredit[];
  commissionBp: number;
  taxBp: number;
  holdMinutes: number;
}

export interface DemoCompany {
  id: string;
  currency: string;
  timeZone: string;
  countryId: string;
}

async function fleetOf(tx: Db, companyId: string) {
  // One after another: a transaction's statements share its one connection.
  const fleet = await tx.select().from(vehicles).where(eq(vehicles.companyId, companyId)).orderBy(asc(vehicles.carId));
  const factors = await tx.select().from(safetyFactors).where(eq(safetyFactors.companyId, companyId));
  const people = await tx
    .select({ id: employees.id, status: employees.status, ruleId: employees.ruleId, city: orgUnits.name })
    .from(employees)
    .leftJoin(orgUnits, and(eq(orgUnits.companyId, employees.companyId), eq(orgUnits.id, employees.branchId)))
    .where(eq(employees.companyId, companyId));
  const rules = await tx.select().from(fuelRules).where(eq(fuelRules.companyId, companyId));
  const factorOf = new Map(factors.map((f) => [f.vehicleTypeId, f.factorBp]));
  return {
    vehicles: fleet.map((v): DemoVehicle => ({
      id: v.id,
      carId: v.carId,
      status: v.status,
      // The column holds one of FUEL_TYPES (its check constraint).
      fuelType: v.fuelType as FuelType,
      secondaryFuelType: v.secondaryFuelType as FuelType | null,
      consumptionRate: v.consumptionRate,
      tankLitres: v.primaryTankLimit,
      factorBp: v.safetyFactorBp ?? factorOf.get(v.vehicleTypeId) ?? 0,
      ruleId: v.ruleId,
      initialOdometer: v.initialOdometer,
      currentOdometer: v.currentOdometer,
    })),
    drivers: new Map(people.map((p) => [p.id, p])),
    rules: new Map(rules.map((r) => [r.id, r])),
  };
}

async function assignmentsOf(tx: Db, companyId: string, now: Date) {
  const rows = await tx
    .select()
    .from(vehicleAssignments)
    .where(eq(vehicleAssignments.companyId, companyId))
    .orderBy(asc(vehicleAssignments.startsAt), asc(vehicleAssignments.vehicleId));
  const byVehicle = new Map<string, DriveWindow[]>();
  for (const row of rows) {
    if (row.startsAt > now) continue;
    const windows = byVehicle.get(row.vehicleId) ?? [];
    windows.push({ employeeId: row.employeeId, from: row.startsAt, to: row.unassignedAt ?? row.endsAt });
    byVehicle.set(row.vehicleId, windows);
  }
  return byVehicle;
}

/** The active stations of the company's country with a terminal each, and the country's prices (the stations' own too). */
async function stationsOf(tx: Db, countryId: string) {
  const rows = await tx
    .select({
      id: stations.id,
      terminalId: stationTerminals.id,
      city: cities.name,
      fuelTypes: stations.fuelTypes,
    })
    .from(stations)
    .innerJoin(stationTerminals, eq(stationTerminals.stationId, stations.id))
    .innerJoin(cities, eq(cities.id, stations.cityId))
    .where(and(eq(stations.countryId, countryId), eq(stations.status, "active"), isNull(stationTerminals.revokedAt)))
    .orderBy(asc(stations.name), asc(stationTerminals.createdAt));
  const prices = await tx
    .select({
      stationId: fuelPrices.stationId,
      fuelType: fuelPrices.fuelType,
      price: fuelPrices.price,
      currency: fuelPrices.currency,
      effectiveAt: fuelPrices.effectiveAt,
    })
    .from(fuelPrices)
    .where(eq(fuelPrices.countryId, countryId));
  // One terminal a station: the first one it was given.
  const seen = new Set<string>();
  return { stations: rows.filter((row) => !seen.has(row.id) && seen.add(row.id)), prices };
}

/** The approved top-ups, by when they were credited. */
async function creditsOf(tx: Db, companyId: string): Promise<DemoCredit[]> {
  const rows = await tx
    .select({ requestedAt: topUps.createdAt, at: topUps.decidedAt, amount: topUps.amount })
    .from(topUps)
    .where(and(eq(topUps.companyId, companyId), eq(topUps.status, "approved")))
    .orderBy(asc(topUps.decidedAt));
  return rows.map((row) => ({ requestedAt: row.requestedAt, at: row.at!, amount: row.amount }));
}

/** Everything the history is planned from, read once (a dozen statements). */
export async function readPurchaseWorld(tx: Db, company: DemoCompany, now: Date): Promise<PurchaseWorld> {
  // One after another: a transaction's statements share its one connection.
  const fleet = await fleetOf(tx, company.id);
  const assignments = await assignmentsOf(tx, company.id, now);
  const country = await stationsOf(tx, company.countryId);
  const credits = await creditsOf(tx, company.id);
  const rates = await ratesInForce(tx, company.id, now);
  const expiry = await holdExpiresAt(tx, new Date(0));
  return {
    companyId: company.id,
    currency: company.currency,
    zone: company.timeZone,
    ...fleet,
    assignments,
    stations: country.stations,
    prices: country.prices.filter((p) => p.currency === company.currency),
    credits,
    commissionBp: rates!.commissionBp,
    taxBp: rates!.taxBp,
    // When a hold made at the epoch lapses is the hold's life.
    holdMinutes: Math.round(expiry.getTime() / 60_000),
  };
}
