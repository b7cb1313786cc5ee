import { fuelAmountOf, isFuelingDay, millilitresFor, purchaseAmounts, wallClockAt } from "@pitlane/domain";
import type { SeededRandom } from "./demo-fleet-random.js";
import type { Attempt, DemoPumpSim, DemoPurchase, DemoRuleLeft } from "./demo-pump.js";
import type { Pacing } from "./demo-purchase-budget.js";
import {
  COUNT_DAY_AFTER,
  overTankMl,
  QUICK_REFILL_AFTER,
  tankOverMl,
  type Exception,
  type pickerOfExceptions,
} from "./demo-purchase-exceptions.js";
import type { Visit } from "./demo-purchase-visits.js";
import type { DemoVehicle, PurchaseWorld } from "./demo-purchase-world.js";

const MINUTE = 60_000;
/** An amount asked for at the pump is a round one: whole 500s of the currency (minor units). */
const ROUND_AMOUNT = 50_000;

export const after = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE);

/** Events in the order of their time (ties in the order they were added): the history is played forward. */
export function createTimeline() {
  const events: { at: number; seq: number; run: (at: Date) => void }[] = [];
  let seq = 0;
  return {
    add: (at: Date, run: (at: Date) => void) => void events.push({ at: at.getTime(), seq: seq++, run }),
    play() {
      while (events.length > 0) {
        let first = 0;
        events.forEach((e, i) => {
          const best = events[first]!;
          if (e.at < best.at || (e.at === best.at && e.seq < best.seq)) first = i;
        });
        const [event] = events.splice(first, 1);
        event!.run(new Date(event!.at));
      }
    },
  };
}

type Timeline = ReturnType<typeof createTimeline>;
type Outcome =
  { kind: "complete"; ml?: number; then?: (row: DemoPurchase, at: Date) => void } | { kind: "void" | "expire" };

/** What the station asks for and what the pump then gives (millilitres). */
interface Request {
  ask: { ml: number } | { amount: number };
  gives: number;
}

/** What drivers and stations do at the pump over the history, each step an event of the timeline. */
export function createActs(
  world: PurchaseWorld,
  pump: DemoPumpSim,
  pacing: Pacing,
  random: SeededRandom,
  timeline: Timeline,
  end: Date,
) {
  /** Where the odometer stands after burning a fill's litres since the last fill (full to full), give or take. */
  function odometerFor(vehicle: DemoVehicle, ml: number, factor = 0.85 + 0.3 * random.next()) {
    const reading = pump.readingOf(vehicle.id);
    // A vehicle without a rate is read as 10 km a litre: its fills are never checked against distance.
    const km = Math.round((ml / 1000) * ((vehicle.consumptionRate ?? 1000) / 100) * factor);
    const last = pump.lastFillOf(vehicle.id);
    return last ? Math.max(reading, last.odometer + km) : reading + Math.round(km * random.next());
  }

  /** One authorisation at `at`; when approved, its completion, void or expiry as the station and the sweep make them. */
  function authorise(
    at: Date,
    attempt: Omit<Attempt, "at">,
    outcome: Outcome = { kind: "complete" },
    onAnswer?: (row: DemoPurchase) => void,
  ) {
    timeline.add(at, () => {
      const row = pump.authorise({ ...attempt, at });
      onAnswer?.(row);
      if (row.status !== "held") return;
      const ruleId = row.ruleId!;
      pacing.add(ruleId, row.holdAmount!);
      if (outcome.kind !== "complete") {
        const releasedAt = outcome.kind === "void" ? after(at, 2) : row.expiresAt!;
        timeline.add(releasedAt, (when) => {
          if (outcome.kind === "void") pump.voidAt(row, when);
          else pump.expire(row);
          pacing.add(ruleId, -row.holdAmount!);
        });
        return;
      }
      timeline.add(after(at, random.int(3, 9)), (when) => {
        pump.complete(row, Math.min(outcome.ml ?? row.authorisedMl!, row.authorisedMl!), when);
        pacing.add(ruleId, row.fuelAmount! + row.commissionAmount! + row.taxAmount! - row.holdAmount!);
        outcome.then?.(row, when);
      });
    });
  }

  /** Litres, a full tank's worth (the pump stops when full), or a round amount of money for amount rules. */
  function requestOf(left: DemoRuleLeft, ml: number, price: number, tankMl: number): Request {
    if (left.rule.mode === "amount" || random.chance(0.2)) {
      const amount = Math.floor(fuelAmountOf(ml, price) / ROUND_AMOUNT) * ROUND_AMOUNT;
      if (amount > 0) return { ask: { amount }, gives: millilitresFor(amount, price) };
    }
    const most = Math.floor(Math.min(left.ml, tankMl) / 1000) * 1000;
    if (random.chance(0.4) && most >= ml) return { ask: { ml: most }, gives: ml };
    const litres = Math.min(Math.max(1000, Math.round(ml / 1000) * 1000), most);
    return { ask: { ml: litres }, gives: litres };
  }

  const canFollowUp = (vehicle: DemoVehicle, at: Date, minutes: number) => {
    const later = after(at, minutes);
    return (
      later < end &&
      pump.clock.today(later) === pump.clock.today(at) &&
      pump.driverAt(vehicle.id, later) === pump.driverAt(vehicle.id, at)
    );
  };

  /** A second fill soon after the first: a few litres more, over the few km since. */
  function quickRefill(row: DemoPurchase, base: Omit<Attempt, "at" | "odometer">, completedAt: Date) {
    const at = after(completedAt, random.int(50, QUICK_REFILL_AFTER - 10));
    const left = pump.leftAt(base.vehicle, at);
    const ml = Math.min(Math.round(base.vehicle.tankLitres * 1000 * (0.08 + 0.07 * random.next())), left?.ml ?? 0);
    if (ml <= 0) return;
    authorise(at, { ...base, ml, odometer: odometerFor(base.vehicle, ml, 0.7) });
  }

  /** A visit: the fill its rule and the money allow, with the exception picked for it, if any. */
  function visit({ vehicle, at, station, fuelType }: Visit, pick: ReturnType<typeof pickerOfExceptions>) {
    const left = pump.leftAt(vehicle, at);
    const price = pump.priceAt(station, fuelType, at);
    if (!left || left.fuelings < 1 || price === null) return;
    const tankMl = vehicle.tankLitres * 1000;
    const totalOf = (ml: number) => purchaseAmounts(ml, price, world.commissionBp, world.taxBp).total;
    const wanted = Math.round(tankMl * (0.45 + 0.35 * random.next()));
    const ml = Math.min(wanted, left.ml, tankMl, millilitresFor(Math.max(0, left.amount), price));
    const plain = requestOf(left, ml, price, tankMl);
    const held = "ml" in plain.ask ? plain.ask.ml : millilitresFor(plain.ask.amount, price);
    if (ml < tankMl * 0.15 || !pacing.canSpend(at, left.rule.id, totalOf(held))) return;
    // The days the wallet runs low have their own story: a planned exception there could meet it.
    const exception = pacing.isTight(at)
      ? null
      : pick(at, {
          vehicle,
          left,
          canSpend: (more) => pacing.canSpend(at, left.rule.id, totalOf(more)),
          hasFill: pump.lastFillOf(vehicle.id) !== null,
          canFollowUp: (minutes) => canFollowUp(vehicle, at, minutes),
        });
    const base = { vehicle, station, fuelType };
    const request =
      exception === "over_tank" ? { ask: { ml: overTankMl(vehicle) }, gives: overTankMl(vehicle) } : plain;
    const odometer = odometerFor(vehicle, request.gives, exception === "distance_off" ? 2.2 : undefined);
    const main = { ...base, ...request.ask, odometer };
    const before = beforeTheFill(exception, at, { ...base, ml, odometer }, left);
    if (before === null) return;
    const fillAt = after(at, before);
    if (exception === "expire") return authorise(fillAt, main, { kind: "expire" });
    if (exception === "void") {
      authorise(fillAt, main, { kind: "void" });
      return authorise(after(fillAt, 4), main, { kind: "complete", ml: request.gives });
    }
    authorise(fillAt, main, {
      kind: "complete",
      ml: request.gives,
      then: (row, completedAt) => {
        if (exception === "quick_refill") quickRefill(row, base, completedAt);
        if (exception === "count_day") {
          authorise(after(at, COUNT_DAY_AFTER), {
            ...base,
            ml: 3000,
            odometer: pump.readingOf(vehicle.id) + random.int(5, 60),
          });
        }
      },
    });
  }

  /**
   * The declined tries of a visit before its fill, each a minute or two apart; answers the minutes
   * after which the fill comes, or null when the visit ends in no fill (a driver locked for the day).
   */
  function beforeTheFill(
    exception: Exception | null,
    at: Date,
    attempt: Omit<Attempt, "at"> & { ml: number },
    left: DemoRuleLeft,
  ): number | null {
    switch (exception) {
      case "lockout":
        for (const minutes of [0, 1, 3]) authorise(after(at, minutes), { ...attempt, isTpinRight: false });
        for (const minutes of [6, 40]) authorise(after(at, minutes), attempt);
        return null;
      case "pin_retry":
        authorise(at, { ...attempt, isTpinRight: false });
        return 2;
      case "typo":
        authorise(at, { ...attempt, odometer: Math.floor(attempt.odometer / 10) });
        return 2;
      case "over_cycle":
        authorise(at, { ...attempt, ml: left.ml + random.int(2, 8) * 1000 });
        return 2;
      case "tank_over":
        authorise(at, { ...attempt, ml: tankOverMl(attempt.vehicle) });
        return 2;
      default:
        return 0;
    }
  }

  /** A try the pump declines before any limit: a day the rule does not allow, or no driver assigned. */
  function tryOnce({ vehicle, at, station, fuelType }: Visit) {
    const ml = Math.round(vehicle.tankLitres * 400);
    authorise(at, { vehicle, station, fuelType, ml, odometer: pump.readingOf(vehicle.id) + random.int(40, 300) });
  }

  /** The first daytime moment of the low days, while the top-up waits; null when they have none. */
  function lowBalanceMoment(low: { from: Date; to: Date }): Date | null {
    for (let at = after(low.from, 30); at < after(low.to, -60); at = after(at, 30)) {
      const { minute } = wallClockAt(world.zone, at);
      if (minute >= 7 * 60 && minute < 20 * 60) return new Date(Math.ceil(at.getTime() / 60_000) * 60_000);
    }
    return null;
  }

  /** The most a vehicle at the pump may take now by its rule and tank, and what it would cost the wallet. */
  function biggestFill(vehicle: DemoVehicle, at: Date) {
    const left = pump.leftAt(vehicle, at);
    const city = world.drivers.get(pump.driverAt(vehicle.id, at) ?? "")?.city;
    const station = world.stations.find((s) => s.city === city && s.fuelTypes.includes(vehicle.fuelType));
    const price = station ? pump.priceAt(station, vehicle.fuelType, at) : null;
    if (vehicle.status !== "active" || !station || !left || left.fuelings < 1 || price === null) return null;
    if (!isFuelingDay(left.rule.fuelingDays, pump.clock.today(at))) return null;
    const tank = Math.floor((vehicle.tankLitres * 1000 * (10_000 + vehicle.factorBp)) / 10_000);
    const ml = Math.min(left.ml, tank, millilitresFor(Math.max(0, left.amount), price));
    if (ml <= 0) return null;
    return { vehicle, station, ml, total: purchaseAmounts(ml, price, world.commissionBp, world.taxBp).total };
  }

  /**
   * The next driver to fill up while the top-up waits: one whose fill the wallet cannot hold, if
   * any; else one whose fill leaves less than the biggest other one costs (which then cannot be
   * held); else the biggest, which runs the wallet down.
   */
  function nextToFill(at: Date, tried: Set<string>) {
    const fills = world.vehicles
      .filter((v) => !tried.has(v.id))
      .flatMap((v) => biggestFill(v, at) ?? [])
      .sort((a, b) => a.total - b.total);
    const available = pump.available(at);
    const biggest = fills.at(-1);
    return (
      fills.find((f) => f.total > available) ??
      fills.find((f) => f !== biggest && available - f.total < biggest!.total) ??
      biggest
    );
  }

  /** While the top-up waits, drivers fill up one after another until the pump declines one for insufficient funds. */
  function fillUntilShort(at: Date, low: { to: Date }, tried = new Set<string>()) {
    const fill = at < after(low.to, -15) ? nextToFill(at, tried) : undefined;
    if (!fill) return;
    tried.add(fill.vehicle.id);
    const { vehicle, station, ml } = fill;
    const attempt = { vehicle, station, fuelType: vehicle.fuelType, ml, odometer: odometerFor(vehicle, ml) };
    authorise(at, attempt, { kind: "complete" }, (row) => {
      if (row.declineReason === "insufficient_funds") return;
      timeline.add(after(at, random.int(20, 50)), (next) => fillUntilShort(next, low, tried));
    });
  }

  return { visit, tryOnce, lowBalanceMoment, fillUntilShort };
}
