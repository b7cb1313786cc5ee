import { timingSafeEqual } from "node:crypto";
import {
  checkOdometer,
  conflict,
  hasEnded,
  invalid,
  isFuelingDay,
  millilitresFor,
  purchaseAmounts,
  todayIn,
  TPIN_TRIES_PER_DAY,
  type DeclineReason,
  type FuelType,
} from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { purchases, vehicles, type RuleSubject } from "../../../db/schema/index.js";
import { and, eq, sql } from "drizzle-orm";
import type { PinHasher } from "../../../platform/pin-hash.js";
import { expiryAfter } from "../ledger/hold-expiry.js";
import { accountOf, hold } from "../ledger/ledger.js";
import { alertDecline, type AlertedCompany, type PumpMail } from "../alert/pump-alerts.js";
import { DEFAULT_COMMISSION_BP } from "../service-fee/rates.js";
import { releaseExpiredOf } from "./expiry.js";
import { claimReference } from "./references.js";
import { usageOf, usageWindow } from "./rule-usage.js";
import { companyOf, countTpinFailure, lockedPurchaseFacts, lockedVehicle, usageAfterLocks } from "./purchase-reads.js";

/** The station a purchase is made at: the console's prices are read for its id, else its country's. */
export interface StationSide {
  stationId: string;
  terminalId: string | null;
  attendantId: string | null;
  countryId: string;
  sells: readonly FuelType[];
}

export interface PurchaseRequest {
  reference: string;
  vehicleId: string;
  tpin: string;
  odometer: number;
  fuelType: FuelType;
  /** Either millilitres to pump or an amount of fuel in minor units. */
  ml: number | null;
  amount: number | null;
}

export type PurchaseRow = typeof purchases.$inferSelect;

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

type Facts = NonNullable<Awaited<ReturnType<typeof lockedPurchaseFacts>>>;

/** A vehicle's tank for a fuel (its second tank's for its second fuel), in litres. */
function tankFor(vehicle: Facts["vehicle"], fuelType: FuelType): number {
  if (fuelType !== vehicle.fuelType && vehicle.secondaryTankLimit !== null) return vehicle.secondaryTankLimit;
  return vehicle.primaryTankLimit;
}

/** The price in force at the station: its own, else its country's (price-in-force.ts). */
const priceIn = (facts: Facts) => (facts.ownPrice?.price != null ? facts.ownPrice : facts.countryPrice);

/**
 * Authorises a purchase (MONEY.md, decision 0040): each check in the brief's order, the first that
 * fails a decline recorded with its reason; all passing, a hold of fuel, commission and tax on the
 * wallet. Runs in the caller's transaction (the one that claims the idempotency key), so the
 * decline or the hold, the T-PIN count and the key's answer commit together.
 *
 * Its reads are two statements once the reference is claimed: the vehicle and its driver locked
 * with every fact no purchase changes, then the usage, the wrong T-PINs and whether any hold has
 * lapsed (released only then). The wallet is touched last, by the hold, and the purchase follows
 * it in one more statement with the vehicle's new reading. A decline writes its alert's mail in the
 * same transaction when the company has it on (decision 0050): an approval adds no statement.
 */
export async function authorisePurchase(
  tx: Db,
  pins: PinHasher,
  companyId: string,
  station: StationSide,
  request: PurchaseRequest,
  now: Date,
  pump: PumpMail,
): Promise<PurchaseRow> {
  const id = crypto.randomUUID();
  if (!(await claimReference(tx, station.stationId, request.reference, { tenantId: companyId, rowId: id }))) {
    throw conflict("purchase_reference_taken");
  }

  const facts = await lockedPurchaseFacts(
    tx,
    companyId,
    request.vehicleId,
    { stationId: station.stationId, countryId: station.countryId, fuelType: request.fuelType },
    now,
  );
  const base = {
    id,
    companyId,
    reference: request.reference,
    stationId: station.stationId,
    terminalId: station.terminalId,
    attendantId: station.attendantId,
    vehicleId: request.vehicleId,
    fuelType: request.fuelType,
    odometer: request.odometer,
    requestedMl: request.ml,
    requestedAmount: request.amount,
    createdAt: now,
  };
  type Known = Partial<typeof purchases.$inferInsert> & { currency: string };
  const record = async (company: AlertedCompany, known: Known, reason: DeclineReason) => {
    const [row] = await tx
      .insert(purchases)
      .values({ ...base, ...known, status: "declined", declineReason: reason })
      .returning();
    await alertDecline(tx, pump, company, { companyId, id, reason });
    return row!;
  };

  if (!facts) {
    // No employee assigned now: the vehicle alone is locked, and the first check that fails says so.
    const vehicle = await lockedVehicle(tx, companyId, request.vehicleId);
    const company = await companyOf(tx, companyId);
    if (!company || !vehicle) throw new Error(`purchase for a vehicle ${request.vehicleId} that is gone`);
    const known = { currency: company.currency, previousOdometer: vehicle.currentOdometer };
    if (company.suspendedAt) return record(company, known, "company_suspended");
    if (vehicle.status !== "active") return record(company, known, "vehicle_inactive");
    return record(company, known, "driver_not_assigned");
  }
  const { vehicle, company, driver, rule } = facts;
  let known: Known = { currency: company.currency, previousOdometer: vehicle.currentOdometer };
  const decline = (reason: DeclineReason) => record(company, known, reason);

  if (company.suspendedAt) return decline("company_suspended");
  if (vehicle.status !== "active") return decline("vehicle_inactive");
  if (driver.status !== "active") return decline("driver_not_assigned");
  known = { ...known, employeeId: driver.id };

  const subject: RuleSubject = vehicle.ruleId ? "vehicle" : "employee";
  const who = subject === "vehicle" ? { vehicleId: vehicle.id } : { employeeId: driver.id };
  const day = todayIn(company.timeZone, now);
  const window = rule ? usageWindow(rule, now, company.timeZone) : { day, dayStart: now, cycleStart: now };
  const read = await usageAfterLocks(tx, companyId, who, { employeeId: driver.id, day }, window, now, company);
  // A hold past its time is released before anything reads the balance (its usage is not counted).
  if (read.lapsed) await releaseExpiredOf(tx, companyId, now);

  if (read.tpinFailures >= TPIN_TRIES_PER_DAY) return decline("pin_locked");
  if (!driver.tpinHash || !sameHash(pins.hash(companyId, request.tpin), driver.tpinHash)) {
    await countTpinFailure(tx, companyId, driver.id, day);
    return decline("pin_invalid");
  }

  const priced = station.sells.includes(request.fuelType) ? priceIn(facts) : null;
  if (priced?.price == null || priced.currency !== company.currency) return decline("price_unavailable");
  const price = priced.price;
  known = { ...known, unitPrice: price };

  const fuels = [vehicle.fuelType, vehicle.secondaryFuelType];
  if (
    !rule ||
    !rule.active ||
    hasEnded(rule, day) ||
    rule.fuelType !== request.fuelType ||
    !fuels.includes(request.fuelType)
  ) {
    return decline("product_not_allowed");
  }
  known = { ...known, ruleId: rule.id, ruleSubject: subject };
  if (!isFuelingDay(rule.fuelingDays, day)) return decline("day_not_allowed");

  const usage = usageOf(rule, window, read);
  if (usage.fuelingsToday >= rule.fuelingsPerDay) return decline("limit_count_day");

  const odometer = checkOdometer(request.odometer, vehicle.currentOdometer);
  if (odometer === "below") return decline("odometer_below_last");
  if (odometer === "above") return decline("odometer_jump_too_large");

  const ml = request.ml ?? millilitresFor(request.amount!, price);
  if (ml <= 0) throw invalid("amount", "amount");
  const commissionBp = read.commissionBp ?? DEFAULT_COMMISSION_BP;
  const taxBp = read.taxBp ?? 0;
  const amounts = purchaseAmounts(ml, price, commissionBp, taxBp);
  known = { ...known, commissionBp, taxBp };

  const limit = usage.limit ?? 0;
  if (usage.recurring && usage.usedMl + ml > limit * 1000) return decline("limit_litres_cycle");
  if (!usage.recurring && usage.usedAmount + amounts.fuel > limit) return decline("limit_amount_cycle");

  const tankMl = tankFor(vehicle, request.fuelType) * 1000;
  if (ml * 10_000 > tankMl * (10_000 + facts.factorBp)) return decline("tank_capacity_exceeded");

  const wallet = facts.walletId ?? (await accountOf(tx, companyId, "wallet", company.currency));
  const expiresAt = expiryAfter(facts.holdMinutes, now);
  const held = await hold(tx, companyId, wallet, amounts.total, request.reference, expiresAt);
  if (!held) return decline("insufficient_funds");

  // The reading was taken at the pump: the vehicle's odometer moves with the authorisation, so the
  // next purchase is checked against it even if this one is voided. One statement with the purchase.
  const moved = tx.$with("moved", { id: vehicles.id }).as(
    sql`update ${vehicles} set current_odometer = ${request.odometer}
      where ${and(eq(vehicles.companyId, companyId), eq(vehicles.id, vehicle.id))} returning ${vehicles.id}`,
  );
  const [row] = await tx
    .with(moved)
    .insert(purchases)
    .values({
      ...base,
      ...known,
      status: "held",
      authorisedMl: ml,
      authorisedFuel: amounts.fuel,
      holdId: held.id,
      holdAmount: amounts.total,
      expiresAt,
    })
    .returning();
  return row!;
}
