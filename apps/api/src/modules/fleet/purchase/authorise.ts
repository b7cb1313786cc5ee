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
import { and, eq } from "drizzle-orm";
import type { PinHasher } from "../../../platform/pin-hash.js";
import { holdExpiresAt } from "../ledger/hold-expiry.js";
import { accountOf, hold } from "../ledger/ledger.js";
import { ratesInForce } from "../service-fee/rates.js";
import { releaseExpiredOf } from "./expiry.js";
import { claimReference } from "./references.js";
import { ruleUsage } from "./rule-usage.js";
import {
  companyOf,
  companySafetyFactor,
  countTpinFailure,
  lockedDriver,
  lockedVehicle,
  ruleOf,
  tpinFailuresOn,
} from "./purchase-reads.js";

/** The station a purchase is made at, and how it prices fuel (the console's prices). */
export interface StationSide {
  stationId: string;
  terminalId: string | null;
  attendantId: string | null;
  countryId: string;
  sells: readonly FuelType[];
  priceOf: (tx: Db, fuelType: FuelType, at: Date) => Promise<{ price: number; currency: string } | null>;
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

/** A vehicle's tank for a fuel (its second tank's for its second fuel), in litres. */
function tankFor(vehicle: NonNullable<Awaited<ReturnType<typeof lockedVehicle>>>, fuelType: FuelType): number {
  if (fuelType !== vehicle.fuelType && vehicle.secondaryTankLimit !== null) return vehicle.secondaryTankLimit;
  return vehicle.primaryTankLimit;
}

/**
 * Authorises a purchase (MONEY.md, decision 0040): each check in the brief's order, the first that
 * fails a decline recorded with its reason; all passing, a hold of fuel, commission and tax on the
 * wallet. Runs in the caller's transaction (the one that claims the idempotency key), so the
 * decline or the hold, the T-PIN count and the key's answer commit together.
 */
export async function authorisePurchase(
  tx: Db,
  pins: PinHasher,
  companyId: string,
  station: StationSide,
  request: PurchaseRequest,
  now: Date,
): Promise<PurchaseRow> {
  const id = crypto.randomUUID();
  if (!(await claimReference(tx, station.stationId, request.reference, { tenantId: companyId, rowId: id }))) {
    throw conflict("purchase_reference_taken");
  }

  const company = await companyOf(tx, companyId);
  const vehicle = await lockedVehicle(tx, companyId, request.vehicleId);
  if (!company || !vehicle) throw new Error(`purchase for a vehicle ${request.vehicleId} that is gone`);
  await releaseExpiredOf(tx, companyId, now);
  const day = todayIn(company.timeZone, now);

  const base = {
    id,
    companyId,
    reference: request.reference,
    stationId: station.stationId,
    terminalId: station.terminalId,
    attendantId: station.attendantId,
    vehicleId: vehicle.id,
    fuelType: request.fuelType,
    currency: company.currency,
    odometer: request.odometer,
    previousOdometer: vehicle.currentOdometer,
    requestedMl: request.ml,
    requestedAmount: request.amount,
    createdAt: now,
  };
  let facts: Partial<typeof purchases.$inferInsert> = {};
  const decline = async (reason: DeclineReason) => {
    const [row] = await tx
      .insert(purchases)
      .values({ ...base, ...facts, status: "declined", declineReason: reason })
      .returning();
    return row!;
  };

  if (company.suspendedAt) return decline("company_suspended");
  if (vehicle.status !== "active") return decline("vehicle_inactive");
  const driver = await lockedDriver(tx, companyId, vehicle.id, now);
  if (!driver || driver.status !== "active") return decline("driver_not_assigned");
  facts = { employeeId: driver.id };

  if ((await tpinFailuresOn(tx, companyId, driver.id, day)) >= TPIN_TRIES_PER_DAY) return decline("pin_locked");
  if (!driver.tpinHash || !sameHash(pins.hash(companyId, request.tpin), driver.tpinHash)) {
    await countTpinFailure(tx, companyId, driver.id, day);
    return decline("pin_invalid");
  }

  const priced = station.sells.includes(request.fuelType) ? await station.priceOf(tx, request.fuelType, now) : null;
  if (!priced || priced.currency !== company.currency) return decline("price_unavailable");
  const price = priced.price;
  facts = { ...facts, unitPrice: price };

  const ruleId = vehicle.ruleId ?? driver.ruleId;
  const subject: RuleSubject = vehicle.ruleId ? "vehicle" : "employee";
  const rule = ruleId ? await ruleOf(tx, companyId, ruleId) : null;
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
  facts = { ...facts, ruleId: rule.id, ruleSubject: subject };
  if (!isFuelingDay(rule.fuelingDays, day)) return decline("day_not_allowed");

  const who = subject === "vehicle" ? { vehicleId: vehicle.id } : { employeeId: driver.id };
  const usage = await ruleUsage(tx, companyId, rule, who, now, company.timeZone);
  if (usage.fuelingsToday >= rule.fuelingsPerDay) return decline("limit_count_day");

  const odometer = checkOdometer(request.odometer, vehicle.currentOdometer);
  if (odometer === "below") return decline("odometer_below_last");
  if (odometer === "above") return decline("odometer_jump_too_large");

  const ml = request.ml ?? millilitresFor(request.amount!, price);
  if (ml <= 0) throw invalid("amount", "amount");
  const rates = await ratesInForce(tx, companyId, now);
  const amounts = purchaseAmounts(ml, price, rates!.commissionBp, rates!.taxBp);
  facts = { ...facts, commissionBp: rates!.commissionBp, taxBp: rates!.taxBp };

  const limit = usage.limit ?? 0;
  if (usage.recurring && usage.usedMl + ml > limit * 1000) return decline("limit_litres_cycle");
  if (!usage.recurring && usage.usedAmount + amounts.fuel > limit) return decline("limit_amount_cycle");

  const factorBp = vehicle.safetyFactorBp ?? (await companySafetyFactor(tx, companyId, vehicle.vehicleTypeId)) ?? 0;
  const tankMl = tankFor(vehicle, request.fuelType) * 1000;
  if (ml * 10_000 > tankMl * (10_000 + factorBp)) return decline("tank_capacity_exceeded");

  const wallet = await accountOf(tx, companyId, "wallet", company.currency);
  const expiresAt = await holdExpiresAt(tx, now);
  const held = await hold(tx, companyId, wallet, amounts.total, request.reference, expiresAt);
  if (!held) return decline("insufficient_funds");

  // The reading was taken at the pump: the vehicle's odometer moves with the authorisation, so the
  // next purchase is checked against it even if this one is voided.
  await tx
    .update(vehicles)
    .set({ currentOdometer: request.odometer })
    .where(and(eq(vehicles.companyId, companyId), eq(vehicles.id, vehicle.id)));
  const [row] = await tx
    .insert(purchases)
    .values({
      ...base,
      ...facts,
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
