import { addDays, startOfDayIn, todayIn } from "@pitlane/domain";
import { seededRandom, type SeededRandom } from "./demo-fleet-random.js";
import { createDemoPump, type DemoPumpSim, type DemoPurchase } from "./demo-pump.js";
import { after, createActs, createTimeline } from "./demo-purchase-acts.js";
import { createPacing, planSpending } from "./demo-purchase-budget.js";
import { pickerOfExceptions } from "./demo-purchase-exceptions.js";
import { driveWindows, historyStart, planOddVisits, planVisits } from "./demo-purchase-visits.js";
import type { PurchaseWorld } from "./demo-purchase-world.js";

/** Any fixed number: the same history on every empty database, dated from the day it is seeded. */
const SEED = 20_240_915;

export interface PlayedHistory {
  rows: DemoPurchase[];
  /** Wrong T-PINs by "employee|day", as the pump counts them. */
  failures: Map<string, number>;
  /** Where the rules' usage counts from: the day before the history. */
  usageSince: Date;
  /** Each vehicle's odometer after the history: its reading at the pump, or more. */
  odometers: Map<string, number>;
}

/**
 * The demo company's months at the pump, played forward in memory up to an hour ago: its vehicles'
 * visits through the pump's checks, a few planned exceptions (declines of each common reason, a
 * void, an expired hold, flagged fills), and the days its wallet ran low before a slow approval.
 * Null when there is nothing to buy with: no approved top-up, or no price in force.
 */
export function playHistory(world: PurchaseWorld, now: Date): PlayedHistory | null {
  const start = historyStart(world);
  const end = after(now, -60);
  if (!start || start >= end) return null;
  const random = seededRandom(SEED);
  const span = { start, end };
  const windows = driveWindows(world, start);
  const usageSince = startOfDayIn(world.zone, addDays(todayIn(world.zone, start), -1));
  const pump = createDemoPump(world, windows, usageSince);
  const plan = planSpending(world.credits, start, end);
  const visits = planVisits(world, pump, windows, random, span);
  const pacing = createPacing(
    plan,
    pump.wallet,
    visits.map(({ vehicle, at, station, fuelType }) => ({
      ruleId: pump.ruleAt(vehicle, at).rule?.id ?? "",
      cost: 0.45 * vehicle.tankLitres * (pump.priceAt(station, fuelType, at) ?? 0),
    })),
  );
  const pick = pickerOfExceptions(random, span);
  const timeline = createTimeline();
  const act = createActs(world, pump, pacing, random, timeline, end);

  for (const visit of visits) timeline.add(visit.at, () => act.visit(visit, pick));
  for (const odd of planOddVisits(world, pump, windows, random, span)) timeline.add(odd.at, () => act.tryOnce(odd));
  const low = plan.lowWait;
  const lowAt = low && act.lowBalanceMoment(low);
  if (low && lowAt) timeline.add(lowAt, (at) => act.fillUntilShort(at, low));
  timeline.play();

  return { rows: pump.rows, failures: pump.failures, usageSince, odometers: settleOdometers(world, pump, random) };
}

/**
 * Puts each vehicle's fills just below its odometer of today (what its assignments drove): the
 * history's readings move up together by what is left between them, so the km between fills, the
 * order and every check stay as played. A vehicle whose fills went further ends at its last reading.
 */
function settleOdometers(world: PurchaseWorld, pump: DemoPumpSim, random: SeededRandom) {
  const odometers = new Map<string, number>();
  for (const vehicle of world.vehicles) {
    const last = pump.readingOf(vehicle.id);
    const lift = Math.max(0, vehicle.currentOdometer - random.int(20, 250) - last);
    for (const row of pump.rows) {
      if (row.vehicleId !== vehicle.id) continue;
      row.odometer += lift;
      row.previousOdometer = (row.previousOdometer ?? 0) + lift;
    }
    odometers.set(vehicle.id, Math.max(vehicle.currentOdometer, last + lift));
  }
  return odometers;
}
