import type { SeededRandom } from "./demo-fleet-random.js";
import type { DemoRuleLeft } from "./demo-pump.js";
import type { DemoVehicle } from "./demo-purchase-world.js";

/**
 * What can happen at a visit besides a plain fill, and how many times over the history: a wrong
 * T-PIN typed first; a driver locked for the day after three; an odometer misread; more asked than
 * the cycle leaves or the tank takes; a fill over the tank within its factor of safety, or far from
 * what the km since the last one burn; a void, an expired hold; a second try on a one-a-day rule; a
 * second fill within two hours.
 */
const EXCEPTION_QUOTAS = {
  pin_retry: 3,
  lockout: 1,
  typo: 2,
  over_cycle: 3,
  tank_over: 2,
  over_tank: 3,
  distance_off: 2,
  void: 1,
  expire: 1,
  count_day: 3,
  quick_refill: 2,
} as const;

export type Exception = keyof typeof EXCEPTION_QUOTAS;

/** Minutes after a visit when its second try comes: a second fill soon after, or a second try the same day. */
export const QUICK_REFILL_AFTER = 100;
export const COUNT_DAY_AFTER = 240;

/** What the tank takes with its factor of safety, and a few litres more: declined. */
export const tankOverMl = (vehicle: DemoVehicle) =>
  Math.ceil((vehicle.tankLitres * 1000 * (10_000 + vehicle.factorBp)) / 10_000) + 5000;
/** Half-way into the factor of safety: approved, and flagged over the tank. */
export const overTankMl = (vehicle: DemoVehicle) =>
  Math.floor((vehicle.tankLitres * 1000 * (10_000 + vehicle.factorBp / 2)) / 10_000);

export interface VisitFacts {
  vehicle: DemoVehicle;
  left: DemoRuleLeft;
  /** Whether the money plan lets the vehicle's rule spend what `ml` costs now. */
  canSpend: (ml: number) => boolean;
  hasFill: boolean;
  /** Whether a second try `minutes` later falls on the same day, with the same driver, inside the history. */
  canFollowUp: (minutes: number) => boolean;
}

function isEligible(exception: Exception, { vehicle, left, canSpend, hasFill, canFollowUp }: VisitFacts): boolean {
  switch (exception) {
    case "over_cycle":
      return Number.isFinite(left.ml);
    case "tank_over":
      return left.ml >= tankOverMl(vehicle);
    case "over_tank":
      return vehicle.factorBp >= 300 && left.ml >= overTankMl(vehicle) && canSpend(overTankMl(vehicle));
    case "distance_off":
      return hasFill;
    case "count_day":
      return left.rule.fuelingsPerDay === 1 && canFollowUp(COUNT_DAY_AFTER);
    case "quick_refill":
      return left.fuelings >= 2 && canFollowUp(QUICK_REFILL_AFTER);
    default:
      return true;
  }
}

/**
 * Spreads each exception's quota over the history: each has its moments, and a visit at or after
 * the next one takes the exception when it fits the visit (the earliest due first); one a visit.
 */
export function pickerOfExceptions(random: SeededRandom, span: { start: Date; end: Date }) {
  const length = span.end.getTime() - span.start.getTime();
  const due = (Object.keys(EXCEPTION_QUOTAS) as Exception[]).map((name) => {
    const quota = EXCEPTION_QUOTAS[name];
    const moments = Array.from(
      { length: quota },
      (_, i) => span.start.getTime() + length * 0.9 * ((i + 0.2 + 0.6 * random.next()) / quota),
    );
    return { name, moments, next: 0 };
  });
  return (at: Date, facts: VisitFacts): Exception | null => {
    const ready = due
      .filter((d) => d.next < d.moments.length && d.moments[d.next]! <= at.getTime() && isEligible(d.name, facts))
      .sort((a, b) => a.moments[a.next]! - b.moments[b.next]!);
    const chosen = ready[0];
    if (!chosen) return null;
    chosen.next += 1;
    return chosen.name;
  };
}
