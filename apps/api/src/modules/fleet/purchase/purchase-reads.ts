import type { FuelType } from "@pitlane/domain";
import {
  and,
  desc,
  eq,
  type AnyColumn,
  getTableColumns,
  gt,
  gte,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import {
  commissionRates,
  companies,
  employees,
  fuelPrices,
  fuelRules,
  ledgerAccounts,
  platformSettings,
  purchases,
  safetyFactors,
  taxRates,
  tpinFailures,
  vehicleAssignments,
  vehicles,
} from "../../../db/schema/index.js";
import { assignmentEnd } from "../assignment/current-repo.js";
import { walletOf } from "../ledger/ledger.js";

/**
 * What authorising a purchase reads, each inside the purchase's transaction. The vehicle is read
 * locked: purchases of one vehicle run one after another, so its usage and odometer cannot be
 * read twice by two purchases at once.
 */

/** Whom a purchase's alert goes to and whether it is on: read with the company's row the path reads anyway. */
const alertColumns = { companyName: companies.companyName, email: companies.email, alertsOff: companies.alertsOff };

export async function companyOf(tx: Db, companyId: string) {
  const [company] = await tx
    .select({
      currency: companies.currency,
      timeZone: companies.timeZone,
      suspendedAt: companies.suspendedAt,
      ...alertColumns,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company ?? null;
}

const vehicleRow = (tx: Db, companyId: string, vehicleId: string) =>
  tx
    .select({
      id: vehicles.id,
      status: vehicles.status,
      vehicleTypeId: vehicles.vehicleTypeId,
      fuelType: vehicles.fuelType,
      secondaryFuelType: vehicles.secondaryFuelType,
      currentOdometer: vehicles.currentOdometer,
      primaryTankLimit: vehicles.primaryTankLimit,
      secondaryTankLimit: vehicles.secondaryTankLimit,
      safetyFactorBp: vehicles.safetyFactorBp,
      ruleId: vehicles.ruleId,
    })
    .from(vehicles)
    .where(and(eq(vehicles.companyId, companyId), eq(vehicles.id, vehicleId)));

export async function vehicleOf(tx: Db, companyId: string, vehicleId: string) {
  const [vehicle] = await vehicleRow(tx, companyId, vehicleId);
  return vehicle ?? null;
}

export async function lockedVehicle(tx: Db, companyId: string, vehicleId: string) {
  const [vehicle] = await vehicleRow(tx, companyId, vehicleId).for("update");
  return vehicle ?? null;
}

/** The vehicle's assignments running at `now` (the vehicle named by value, or by a column of an outer query). */
const assignedAt = (companyId: string | AnyColumn, vehicleId: string | AnyColumn, now: Date) =>
  and(
    eq(vehicleAssignments.companyId, companyId),
    eq(vehicleAssignments.vehicleId, vehicleId),
    lte(vehicleAssignments.startsAt, now),
    gt(assignmentEnd, now),
  );

/** The employee assigned to the vehicle at `now`, if any. */
export async function driverAt(tx: Db, companyId: string, vehicleId: string, now: Date): Promise<string | null> {
  const [assigned] = await tx
    .select({ employeeId: vehicleAssignments.employeeId })
    .from(vehicleAssignments)
    .where(assignedAt(companyId, vehicleId, now))
    .orderBy(desc(vehicleAssignments.startsAt))
    .limit(1);
  return assigned?.employeeId ?? null;
}

export async function countTpinFailure(tx: Db, companyId: string, employeeId: string, day: string) {
  await tx
    .insert(tpinFailures)
    .values({ companyId, employeeId, day, failures: 1 })
    .onConflictDoUpdate({
      target: [tpinFailures.companyId, tpinFailures.employeeId, tpinFailures.day],
      set: { failures: sql`${tpinFailures.failures} + 1` },
    });
}

export async function ruleOf(tx: Db, companyId: string, ruleId: string) {
  const [rule] = await tx
    .select()
    .from(fuelRules)
    .where(and(eq(fuelRules.companyId, companyId), eq(fuelRules.id, ruleId)));
  return rule ?? null;
}

export type UsageSubject = { vehicleId: string } | { employeeId: string };

/**
 * What counts against a rule: completed purchases, and held ones still within their time (a held
 * one past it is being released, by the authorisation that reads this or by the sweep).
 */
const counted = (now: Date) =>
  sql`(${purchases.status} = 'completed' or (${purchases.status} = 'held' and ${purchases.expiresAt} > ${now.toISOString()}))`;

/** The subject's purchases from the earlier of the day's and the cycle's start, by its index on time. */
const usageWhere = (
  companyId: string,
  subject: UsageSubject,
  { dayStart, cycleStart }: { dayStart: Date; cycleStart: Date },
  now: Date,
) =>
  and(
    eq(purchases.companyId, companyId),
    "vehicleId" in subject ? eq(purchases.vehicleId, subject.vehicleId) : eq(purchases.employeeId, subject.employeeId),
    gte(purchases.createdAt, dayStart < cycleStart ? dayStart : cycleStart),
    counted(now),
  );

/** The purchases since the day's start, and the millilitres and fuel amount since the cycle's. */
const usageColumns = ({ dayStart, cycleStart }: { dayStart: Date; cycleStart: Date }) => {
  const inCycle = sql`${purchases.createdAt} >= ${cycleStart.toISOString()}`;
  return {
    fuelings: sql<number>`count(*) filter (where ${purchases.createdAt} >= ${dayStart.toISOString()})`.mapWith(Number),
    ml: sql<number>`sum(coalesce(${purchases.litresMl}, ${purchases.authorisedMl})) filter (where ${inCycle})`.mapWith(
      Number,
    ),
    amount:
      sql<number>`sum(coalesce(${purchases.fuelAmount}, ${purchases.authorisedFuel})) filter (where ${inCycle})`.mapWith(
        Number,
      ),
  };
};

/**
 * A subject's usage in one read of its index by time: the purchases since `dayStart`, and the
 * millilitres and fuel amount since `cycleStart` (what was given, or while held what the hold allows).
 */
export async function usageSince(
  tx: Db,
  companyId: string,
  subject: UsageSubject,
  window: { dayStart: Date; cycleStart: Date },
  now: Date,
  /** Only purchases asked before it: the use a past purchase was checked against. */
  before?: Date,
) {
  const [row] = await tx
    .select(usageColumns(window))
    .from(purchases)
    .where(and(usageWhere(companyId, subject, window, now), before && lt(purchases.createdAt, before)));
  return { fuelings: row?.fuelings ?? 0, ml: row?.ml ?? 0, amount: row?.amount ?? 0 };
}

/** A purchase by its id within the company. */
export async function purchaseOf(db: Db, companyId: string, purchaseId: string) {
  const [row] = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.companyId, companyId), eq(purchases.id, purchaseId)));
  return row ?? null;
}

/**
 * Everything the checks of an authorisation read that no purchase changes, in one statement that
 * locks the vehicle and the driver assigned to it now (in that order, decision 0040): the vehicle,
 * its company, the driver, the rule in force for them (the vehicle's, else the driver's), the
 * station's price of the fuel (its own, else its country's), the factor of safety, the wallet and
 * the hold expiry. No row when no
 * active or inactive employee is assigned: `lockedVehicle` then says what to decline.
 */
export async function lockedPurchaseFacts(
  tx: Db,
  companyId: string,
  vehicleId: string,
  station: { stationId: string; countryId: string; fuelType: FuelType },
  now: Date,
) {
  const assigned = tx
    .select({ employeeId: vehicleAssignments.employeeId })
    .from(vehicleAssignments)
    .where(assignedAt(vehicles.companyId, vehicles.id, now))
    .orderBy(desc(vehicleAssignments.startsAt))
    .limit(1)
    .as("assigned");
  const priceOf = (alias: string, where: SQL | undefined) =>
    tx
      .select({ price: fuelPrices.price, currency: fuelPrices.currency })
      .from(fuelPrices)
      .where(and(where, eq(fuelPrices.fuelType, station.fuelType), lte(fuelPrices.effectiveAt, now)))
      .orderBy(desc(fuelPrices.effectiveAt))
      .limit(1)
      .as(alias);
  // The two indexes of price-in-force.ts: the station's own price, and its country's.
  const own = priceOf("own_price", eq(fuelPrices.stationId, station.stationId));
  const national = priceOf(
    "country_price",
    and(eq(fuelPrices.countryId, station.countryId), isNull(fuelPrices.stationId)),
  );
  const settings = tx
    .select({ minutes: platformSettings.holdExpiryMinutes })
    .from(platformSettings)
    .limit(1)
    .as("settings");
  const [row] = await tx
    .select({
      vehicle: {
        id: vehicles.id,
        status: vehicles.status,
        fuelType: vehicles.fuelType,
        secondaryFuelType: vehicles.secondaryFuelType,
        currentOdometer: vehicles.currentOdometer,
        primaryTankLimit: vehicles.primaryTankLimit,
        secondaryTankLimit: vehicles.secondaryTankLimit,
        ruleId: vehicles.ruleId,
      },
      company: {
        currency: companies.currency,
        timeZone: companies.timeZone,
        suspendedAt: companies.suspendedAt,
        countryId: companies.countryId,
        stateId: companies.stateId,
        ...alertColumns,
      },
      driver: { id: employees.id, status: employees.status, tpinHash: employees.tpinHash, ruleId: employees.ruleId },
      rule: getTableColumns(fuelRules),
      ownPrice: { price: own.price, currency: own.currency },
      countryPrice: { price: national.price, currency: national.currency },
      factorBp: sql<number>`coalesce(${vehicles.safetyFactorBp}, ${safetyFactors.factorBp}, 0)`.mapWith(Number),
      walletId: ledgerAccounts.id,
      holdMinutes: settings.minutes,
    })
    .from(vehicles)
    .innerJoin(companies, eq(companies.id, vehicles.companyId))
    .innerJoinLateral(assigned, sql`true`)
    .innerJoin(employees, and(eq(employees.companyId, vehicles.companyId), eq(employees.id, assigned.employeeId)))
    .leftJoin(
      fuelRules,
      and(
        eq(fuelRules.companyId, vehicles.companyId),
        eq(fuelRules.id, sql`coalesce(${vehicles.ruleId}, ${employees.ruleId})`),
      ),
    )
    .leftJoin(own, sql`true`)
    .leftJoin(national, sql`true`)
    .leftJoin(
      safetyFactors,
      and(eq(safetyFactors.companyId, vehicles.companyId), eq(safetyFactors.vehicleTypeId, vehicles.vehicleTypeId)),
    )
    .leftJoin(ledgerAccounts, walletOf(vehicles.companyId))
    .leftJoin(settings, sql`true`)
    .where(and(eq(vehicles.companyId, companyId), eq(vehicles.id, vehicleId)))
    .for("update", { of: [vehicles, employees] });
  return row ?? null;
}

/**
 * What the checks read once the vehicle and driver are locked, in one statement: the driver's
 * wrong T-PINs on the company's `day`, whether any of the company's holds has lapsed (they are then
 * released before the balance is read), the subject's usage (as `usageSince`), and the commission
 * and the tax on it in force on the company's `day` (its province's rate, else its country's).
 */
export async function usageAfterLocks(
  tx: Db,
  companyId: string,
  subject: UsageSubject,
  driver: { employeeId: string; day: string },
  window: { dayStart: Date; cycleStart: Date },
  now: Date,
  place: { countryId: string | null; stateId: string | null },
) {
  const commission = tx
    .select({ rateBp: commissionRates.rateBp })
    .from(commissionRates)
    .where(and(eq(commissionRates.companyId, companyId), lte(commissionRates.effectiveFrom, driver.day)))
    .orderBy(desc(commissionRates.effectiveFrom))
    .limit(1);
  const tax = tx
    .select({ rateBp: taxRates.rateBp })
    .from(taxRates)
    .where(
      and(
        eq(taxRates.countryId, place.countryId ?? sql`null`),
        or(place.stateId ? eq(taxRates.stateId, place.stateId) : undefined, isNull(taxRates.stateId)),
        lte(taxRates.effectiveFrom, driver.day),
      ),
    )
    .orderBy(sql`${taxRates.stateId} is null`, desc(taxRates.effectiveFrom))
    .limit(1);
  const failures = tx
    .select({ failures: tpinFailures.failures })
    .from(tpinFailures)
    .where(
      and(
        eq(tpinFailures.companyId, companyId),
        eq(tpinFailures.employeeId, driver.employeeId),
        eq(tpinFailures.day, driver.day),
      ),
    );
  const lapsed = tx
    .select({ one: sql`1` })
    .from(purchases)
    .where(and(eq(purchases.companyId, companyId), eq(purchases.status, "held"), lte(purchases.expiresAt, now)));
  const [row] = await tx
    .select({
      ...usageColumns(window),
      tpinFailures: sql<number>`coalesce((${failures}), 0)`.mapWith(Number),
      lapsed: sql<boolean>`exists (${lapsed})`.mapWith(Boolean),
      commissionBp: sql<number | null>`(${commission})`.mapWith((v) => (v === null ? null : Number(v))),
      taxBp: sql<number | null>`(${tax})`.mapWith((v) => (v === null ? null : Number(v))),
    })
    .from(purchases)
    .where(usageWhere(companyId, subject, window, now));
  return {
    fuelings: row?.fuelings ?? 0,
    ml: row?.ml ?? 0,
    amount: row?.amount ?? 0,
    tpinFailures: row?.tpinFailures ?? 0,
    lapsed: row?.lapsed ?? false,
    commissionBp: row?.commissionBp ?? null,
    taxBp: row?.taxBp ?? null,
  };
}
