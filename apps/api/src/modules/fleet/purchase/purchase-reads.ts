import { and, desc, eq, gt, gte, inArray, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import {
  companies,
  employees,
  fuelRules,
  purchases,
  safetyFactors,
  tpinFailures,
  vehicleAssignments,
  vehicles,
} from "../../../db/schema/index.js";
import { assignmentEnd } from "../assignment/current-repo.js";

/**
 * What authorising a purchase reads, each inside the purchase's transaction. The vehicle is read
 * locked: purchases of one vehicle run one after another, so its usage and odometer cannot be
 * read twice by two purchases at once.
 */

export async function companyOf(tx: Db, companyId: string) {
  const [company] = await tx
    .select({ currency: companies.currency, timeZone: companies.timeZone, suspendedAt: companies.suspendedAt })
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

/** The employee assigned to the vehicle at `now`, if any. */
export async function driverAt(tx: Db, companyId: string, vehicleId: string, now: Date): Promise<string | null> {
  const [assigned] = await tx
    .select({ employeeId: vehicleAssignments.employeeId })
    .from(vehicleAssignments)
    .where(
      and(
        eq(vehicleAssignments.companyId, companyId),
        eq(vehicleAssignments.vehicleId, vehicleId),
        lte(vehicleAssignments.startsAt, now),
        gt(assignmentEnd, now),
      ),
    )
    .orderBy(desc(vehicleAssignments.startsAt))
    .limit(1);
  return assigned?.employeeId ?? null;
}

/** The driver of the vehicle at `now`, locked: their T-PIN tries and usage are counted. */
export async function lockedDriver(tx: Db, companyId: string, vehicleId: string, now: Date) {
  const employeeId = await driverAt(tx, companyId, vehicleId, now);
  if (!employeeId) return null;
  const [employee] = await tx
    .select({ id: employees.id, status: employees.status, tpinHash: employees.tpinHash, ruleId: employees.ruleId })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)))
    .for("update");
  return employee ?? null;
}

export async function tpinFailuresOn(tx: Db, companyId: string, employeeId: string, day: string): Promise<number> {
  const [row] = await tx
    .select({ failures: tpinFailures.failures })
    .from(tpinFailures)
    .where(
      and(eq(tpinFailures.companyId, companyId), eq(tpinFailures.employeeId, employeeId), eq(tpinFailures.day, day)),
    );
  return row?.failures ?? 0;
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

/** The company's factor of safety for a vehicle type, in basis points; null when it set none. */
export async function companySafetyFactor(tx: Db, companyId: string, vehicleTypeId: string): Promise<number | null> {
  const [row] = await tx
    .select({ factorBp: safetyFactors.factorBp })
    .from(safetyFactors)
    .where(and(eq(safetyFactors.companyId, companyId), eq(safetyFactors.vehicleTypeId, vehicleTypeId)));
  return row?.factorBp ?? null;
}

/** Purchases that count against a rule: held (not yet expired: those are released first) and completed. */
const COUNTED = ["held", "completed"] as const;

/**
 * A subject's usage in one read of its index by time: the purchases since `dayStart`, and the
 * millilitres and fuel amount since `cycleStart` (what was given, or while held what the hold allows).
 */
export async function usageSince(
  tx: Db,
  companyId: string,
  subject: { vehicleId: string } | { employeeId: string },
  dayStart: Date,
  cycleStart: Date,
  /** Only purchases asked before it: the use a past purchase was checked against. */
  before?: Date,
) {
  const who =
    "vehicleId" in subject ? eq(purchases.vehicleId, subject.vehicleId) : eq(purchases.employeeId, subject.employeeId);
  const inCycle = sql`${purchases.createdAt} >= ${cycleStart.toISOString()}`;
  const [row] = await tx
    .select({
      fuelings: sql<number>`count(*) filter (where ${purchases.createdAt} >= ${dayStart.toISOString()})`.mapWith(
        Number,
      ),
      ml: sql<number>`sum(coalesce(${purchases.litresMl}, ${purchases.authorisedMl})) filter (where ${inCycle})`.mapWith(
        Number,
      ),
      amount:
        sql<number>`sum(coalesce(${purchases.fuelAmount}, ${purchases.authorisedFuel})) filter (where ${inCycle})`.mapWith(
          Number,
        ),
    })
    .from(purchases)
    .where(
      and(
        eq(purchases.companyId, companyId),
        who,
        gte(purchases.createdAt, dayStart < cycleStart ? dayStart : cycleStart),
        before && lt(purchases.createdAt, before),
        inArray(purchases.status, COUNTED),
      ),
    );
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
