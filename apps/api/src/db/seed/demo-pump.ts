import { randomUUID } from "node:crypto";
import {
  checkOdometer,
  effectiveLimit,
  hasEnded,
  isFuelingDay,
  millilitresFor,
  purchaseAmounts,
  purchaseFlags,
  startOfDayIn,
  todayIn,
  TPIN_TRIES_PER_DAY,
  usageWindowStart,
  type DeclineReason,
  type FuelType,
  type RuleCycle,
} from "@pitlane/domain";
import type { purchases, RuleSubject } from "../schema/index.js";
import type { FuelRuleRow, DemoStation, DemoVehicle, DriveWindow, PurchaseWorld } from "./demo-purchase-world.js";

export type DemoPurchase = typeof purchases.$inferInsert & { id: string; createdAt: Date };

/** What a station sends to authorise: litres (as millilitres) or an amount of fuel, never both. */
export interface Attempt {
  at: Date;
  vehicle: DemoVehicle;
  station: DemoStation;
  fuelType: FuelType;
  odometer: number;
  ml?: number;
  amount?: number;
  /** False: the driver typed a wrong T-PIN. */
  isTpinRight?: boolean;
}

/**
 * The company's wall clock (platform/wall-clock.ts), remembered: the history asks for the same days
 * thousands of times. A day turns at a zone's midnight, which falls on a quarter hour of UTC in every
 * zone, so the date of an instant is the date of its quarter hour.
 */
function rememberedClock(zone: string) {
  const days = new Map<number, string>();
  const starts = new Map<string, Date>();
  const windows = new Map<string, Date>();
  const today = (at: Date) => {
    const quarter = Math.floor(at.getTime() / 900_000);
    let day = days.get(quarter);
    if (day === undefined) days.set(quarter, (day = todayIn(zone, at)));
    return day;
  };
  const startOf = (day: string) => {
    let start = starts.get(day);
    if (!start) starts.set(day, (start = startOfDayIn(zone, day)));
    return start;
  };
  return {
    today,
    startOf,
    /** The instant of a time of day (minutes): from the day's start, so a clock change that day shifts it by its hour. */
    at: (day: string, minute: number) => new Date(startOf(day).getTime() + minute * 60_000),
    /** Where a rule's usage counts from at `at`: its cycle's start, or `since` if later (the same all day long). */
    usageStart(cycle: RuleCycle, since: Date, at: Date) {
      const key = `${cycle}|${today(at)}`;
      let start = windows.get(key);
      if (!start) windows.set(key, (start = usageWindowStart(cycle, since, at, zone)));
      return start;
    },
  };
}

/** A purchase that counts against its rule's cycle (held or completed), as the pump reads usage. */
interface Counted {
  id: string;
  at: Date;
  ml: number;
  fuel: number;
}

/**
 * The pump of decision 0040 replayed in memory for the demo's history: the same checks in the same
 * order (modules/fleet/purchase/authorise.ts), the same arithmetic and flags (settle.ts), and the
 * wallet as the ledger keeps it, so each row is what the station API would have written, without
 * its tens of statements per purchase. `windows` says who drove each vehicle when; `usageSince` is
 * where the rules count from.
 */
export function createDemoPump(world: PurchaseWorld, windows: Map<string, DriveWindow[]>, usageSince: Date) {
  const reading = new Map(world.vehicles.map((v) => [v.id, v.initialOdometer]));
  const lastFill = new Map<string, { odometer: number; at: Date }>();
  const counted = new Map<string, Counted[]>();
  const failures = new Map<string, number>();
  const wallet = { spent: 0, held: 0 };
  const rows: DemoPurchase[] = [];
  const clock = rememberedClock(world.zone);

  const driverAt = (vehicleId: string, at: Date) =>
    windows.get(vehicleId)?.find((w) => w.from <= at && at < w.to)?.employeeId ?? null;

  // Each station's own prices and the country's, by fuel, newest first.
  const priceLists = new Map<string, PurchaseWorld["prices"]>();
  for (const price of [...world.prices].sort((a, b) => b.effectiveAt.getTime() - a.effectiveAt.getTime())) {
    const key = `${price.stationId ?? ""}|${price.fuelType}`;
    priceLists.set(key, [...(priceLists.get(key) ?? []), price]);
  }
  /** The station's own latest price not after `at`, else its country's (price-in-force.ts); null when none. */
  function priceAt(station: DemoStation, fuelType: FuelType, at: Date): number | null {
    const latest = (stationId: string) => priceLists.get(`${stationId}|${fuelType}`)?.find((p) => p.effectiveAt <= at);
    return (latest(station.id) ?? latest(""))?.price ?? null;
  }

  const credited = (at: Date) => world.credits.reduce((sum, c) => (c.at <= at ? sum + c.amount : sum), 0);
  const available = (at: Date) => credited(at) - wallet.spent - wallet.held;

  function usage(key: string, rule: FuelRuleRow, at: Date) {
    const day = clock.today(at);
    const dayStart = clock.startOf(day);
    const cycleStart = clock.usageStart(rule.cycle as RuleCycle, usageSince, at);
    const mine = counted.get(key) ?? [];
    const since = (start: Date) => mine.filter((c) => c.at >= start);
    const cycle = since(cycleStart);
    const isRecurring = rule.mode === "recurring";
    return {
      fuelingsToday: since(dayStart).length,
      usedMl: cycle.reduce((sum, c) => sum + c.ml, 0),
      usedAmount: cycle.reduce((sum, c) => sum + c.fuel, 0),
      isRecurring,
      limit: effectiveLimit(
        {
          limit: (isRecurring ? rule.fuelLimitLitres : rule.amountLimit) ?? 0,
          nextLimit: rule.nextLimit,
          nextLimitFrom: rule.nextLimitFrom,
          endsOn: rule.endsOn,
        },
        day,
      ),
    };
  }

  /** The rule a purchase of the vehicle at `at` answers to, and whose usage it counts. */
  function ruleAt(vehicle: DemoVehicle, at: Date) {
    const driver = world.drivers.get(driverAt(vehicle.id, at) ?? "");
    const ruleId = vehicle.ruleId ?? driver?.ruleId ?? null;
    const rule = ruleId ? (world.rules.get(ruleId) ?? null) : null;
    const subject: RuleSubject = vehicle.ruleId ? "vehicle" : "employee";
    const key = subject === "vehicle" ? `v:${vehicle.id}` : `e:${driver?.id ?? ""}`;
    return { driver, rule, subject, key };
  }

  /** What is left of the vehicle's rule at `at`: fuelings today, millilitres or fuel amount in the cycle. */
  function leftAt(vehicle: DemoVehicle, at: Date) {
    const { rule, key } = ruleAt(vehicle, at);
    if (!rule) return null;
    const used = usage(key, rule, at);
    const limit = used.limit ?? 0;
    return {
      rule,
      fuelings: rule.fuelingsPerDay - used.fuelingsToday,
      ml: used.isRecurring ? limit * 1000 - used.usedMl : Number.POSITIVE_INFINITY,
      amount: used.isRecurring ? Number.POSITIVE_INFINITY : limit - used.usedAmount,
    };
  }

  /** Authorises as authorise.ts does: the first failing check declines with its reason, else a hold. */
  function authorise(attempt: Attempt): DemoPurchase {
    const { vehicle, at } = attempt;
    const row: DemoPurchase = {
      id: randomUUID(),
      companyId: world.companyId,
      reference: "",
      stationId: attempt.station.id,
      terminalId: attempt.station.terminalId,
      vehicleId: vehicle.id,
      fuelType: attempt.fuelType,
      currency: world.currency,
      odometer: attempt.odometer,
      previousOdometer: reading.get(vehicle.id)!,
      requestedMl: attempt.ml ?? null,
      requestedAmount: attempt.amount ?? null,
      createdAt: at,
      status: "declined",
      flags: [],
    };
    rows.push(row);
    const decline = (reason: DeclineReason) => Object.assign(row, { declineReason: reason });

    if (vehicle.status !== "active") return decline("vehicle_inactive");
    const { driver, rule, subject, key } = ruleAt(vehicle, at);
    if (!driver || driver.status !== "active") return decline("driver_not_assigned");
    row.employeeId = driver.id;
    const day = clock.today(at);
    const tries = `${driver.id}|${day}`;
    if ((failures.get(tries) ?? 0) >= TPIN_TRIES_PER_DAY) return decline("pin_locked");
    if (attempt.isTpinRight === false) {
      failures.set(tries, (failures.get(tries) ?? 0) + 1);
      return decline("pin_invalid");
    }
    const price = attempt.station.fuelTypes.includes(attempt.fuelType)
      ? priceAt(attempt.station, attempt.fuelType, at)
      : null;
    if (price === null) return decline("price_unavailable");
    row.unitPrice = price;
    const fuels = [vehicle.fuelType, vehicle.secondaryFuelType];
    if (!rule?.active || hasEnded(rule, day) || rule.fuelType !== attempt.fuelType || !fuels.includes(attempt.fuelType))
      return decline("product_not_allowed");
    Object.assign(row, { ruleId: rule.id, ruleSubject: subject });
    if (!isFuelingDay(rule.fuelingDays, day)) return decline("day_not_allowed");
    const used = usage(key, rule, at);
    if (used.fuelingsToday >= rule.fuelingsPerDay) return decline("limit_count_day");
    const odometer = checkOdometer(attempt.odometer, reading.get(vehicle.id)!);
    if (odometer === "below") return decline("odometer_below_last");
    if (odometer === "above") return decline("odometer_jump_too_large");

    const ml = attempt.ml ?? millilitresFor(attempt.amount!, price);
    const amounts = purchaseAmounts(ml, price, world.commissionBp, world.taxBp);
    Object.assign(row, { commissionBp: world.commissionBp, taxBp: world.taxBp });
    const limit = used.limit ?? 0;
    if (used.isRecurring && used.usedMl + ml > limit * 1000) return decline("limit_litres_cycle");
    if (!used.isRecurring && used.usedAmount + amounts.fuel > limit) return decline("limit_amount_cycle");
    if (ml * 10_000 > vehicle.tankLitres * 1000 * (10_000 + vehicle.factorBp)) return decline("tank_capacity_exceeded");
    if (available(at) < amounts.total) return decline("insufficient_funds");

    wallet.held += amounts.total;
    reading.set(vehicle.id, attempt.odometer);
    counted.set(key, [...(counted.get(key) ?? []), { id: row.id, at, ml, fuel: amounts.fuel }]);
    return Object.assign(row, {
      status: "held" as const,
      authorisedMl: ml,
      authorisedFuel: amounts.fuel,
      holdId: randomUUID(),
      holdAmount: amounts.total,
      expiresAt: new Date(at.getTime() + world.holdMinutes * 60_000),
    });
  }

  /** Ends a hold: what it kept goes back to the wallet's available amount, and its usage counts no more. */
  function release(row: DemoPurchase, status: "voided" | "expired", at: Date) {
    wallet.held -= row.holdAmount!;
    for (const list of counted.values()) {
      const index = list.findIndex((c) => c.id === row.id);
      if (index >= 0) list.splice(index, 1);
    }
    Object.assign(row, { status, resolvedAt: at });
  }

  /** Completes as settle.ts does: the litres given, their amounts, and the flags against the last fill. */
  function complete(row: DemoPurchase, ml: number, at: Date) {
    if (row.status !== "held" || ml > row.authorisedMl! || at >= row.expiresAt!) {
      throw new Error(`demo purchase completed out of turn: ${row.id}`);
    }
    const amounts = purchaseAmounts(ml, row.unitPrice!, row.commissionBp!, row.taxBp!);
    wallet.held -= row.holdAmount!;
    wallet.spent += amounts.total;
    for (const list of counted.values()) {
      const entry = list.find((c) => c.id === row.id);
      if (entry) Object.assign(entry, { ml, fuel: amounts.fuel });
    }
    const vehicle = world.vehicles.find((v) => v.id === row.vehicleId)!;
    const last = lastFill.get(vehicle.id);
    const flags = purchaseFlags({
      ml,
      tankMl: vehicle.tankLitres * 1000,
      consumptionRate: vehicle.consumptionRate,
      odometer: row.odometer,
      last: last ? { odometer: last.odometer, minutesAgo: (at.getTime() - last.at.getTime()) / 60_000 } : null,
    });
    lastFill.set(vehicle.id, { odometer: row.odometer, at });
    return Object.assign(row, {
      status: "completed" as const,
      litresMl: ml,
      fuelAmount: amounts.fuel,
      commissionAmount: amounts.commission,
      taxAmount: amounts.tax,
      flags,
      resolvedAt: at,
    });
  }

  return {
    rows,
    wallet,
    clock,
    failures,
    authorise,
    complete,
    voidAt: (row: DemoPurchase, at: Date) => release(row, "voided", at),
    /** The sweep finds the hold past its time within its minute. */
    expire: (row: DemoPurchase) => release(row, "expired", new Date(row.expiresAt!.getTime() + 40_000)),
    driverAt,
    priceAt,
    ruleAt,
    leftAt,
    credited,
    available,
    readingOf: (vehicleId: string) => reading.get(vehicleId)!,
    lastFillOf: (vehicleId: string) => lastFill.get(vehicleId) ?? null,
  };
}

export type DemoPumpSim = ReturnType<typeof createDemoPump>;
/** What is left of a vehicle's rule at a moment (`leftAt`). */
export type DemoRuleLeft = NonNullable<ReturnType<DemoPumpSim["leftAt"]>>;
