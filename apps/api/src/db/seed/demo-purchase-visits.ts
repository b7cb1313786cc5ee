import { addDays, isFuelingDay, type FuelType } from "@pitlane/domain";
import type { SeededRandom } from "./demo-fleet-random.js";
import type { DemoPumpSim } from "./demo-pump.js";
import type { DemoStation, DemoVehicle, DriveWindow, PurchaseWorld } from "./demo-purchase-world.js";

const DAY = 86_400_000;
const WEEK = 7 * DAY;

/** A driver at a station with a vehicle: a fill the history will try at `at`. */
export interface Visit {
  at: Date;
  vehicle: DemoVehicle;
  station: DemoStation;
  fuelType: FuelType;
}

/**
 * Who drove each vehicle when: the seeded assignments (a month around the seeding day), and before
 * them the same weeks again, repeated back as far as the history goes, so every purchase of the
 * three months is made by the vehicle's driver of that week. The repeats are only read here: the
 * assignment screens keep showing the seeded month.
 */
export function driveWindows(world: PurchaseWorld, start: Date): Map<string, DriveWindow[]> {
  const started = [...world.assignments.values()].flat();
  if (started.length === 0) return new Map();
  const first = Math.min(...started.map((w) => w.from.getTime()));
  const last = Math.max(...started.map((w) => w.from.getTime()));
  const period = (Math.floor((last - first) / WEEK) + 1) * WEEK;
  const windows = new Map<string, DriveWindow[]>();
  for (const [vehicleId, own] of world.assignments) {
    const repeats = [];
    for (let back = period; first - back + period > start.getTime(); back += period) {
      repeats.push(
        ...own.map((w) => ({ ...w, from: new Date(w.from.getTime() - back), to: new Date(w.to.getTime() - back) })),
      );
    }
    windows.set(
      vehicleId,
      [...repeats.filter((w) => w.to.getTime() <= first), ...own].sort((a, b) => a.from.getTime() - b.from.getTime()),
    );
  }
  return windows;
}

/** The first moment the history can start: money in the wallet and a price in force for every fuel of the country. */
export function historyStart(world: PurchaseWorld): Date | null {
  const firstCredit = world.credits[0]?.at;
  if (!firstCredit) return null;
  const fuels = [...new Set(world.prices.map((p) => p.fuelType))];
  const priced = fuels
    .map((fuel) =>
      Math.min(
        ...world.prices.filter((p) => p.fuelType === fuel && p.stationId === null).map((p) => p.effectiveAt.getTime()),
      ),
    )
    .filter(Number.isFinite);
  return new Date(Math.max(firstCredit.getTime(), ...priced));
}

/** Picks a station of the vehicle's city (its drivers' branch) for each visit: its usual one two times in three. */
export function stationsFor(world: PurchaseWorld, windows: DriveWindow[], random: SeededRandom) {
  const city = windows.map((w) => world.drivers.get(w.employeeId)?.city).find(Boolean);
  const near = world.stations.filter((s) => s.city === city);
  const list = near.length > 0 ? near : world.stations;
  const home = random.pick(list);
  return (): DemoStation => (random.chance(0.65) ? home : random.pick(list));
}

/**
 * Days between a vehicle's visits to a station: a bigger tank lasts longer. Often enough that the
 * fleet would buy more than its top-ups pay for: the spending plan decides which visits end in a fill.
 */
const fillIntervalDays = (vehicle: DemoVehicle) => 1.2 + vehicle.tankLitres / 20;

/**
 * When each active vehicle comes to a station over the history: every few days (its interval, give
 * or take), in the daytime of the company's clock, while a driver has it and on a day its rule
 * allows. Whether a visit ends in a fill is decided later, against the rule's usage and the money.
 */
export function planVisits(
  world: PurchaseWorld,
  pump: DemoPumpSim,
  windows: Map<string, DriveWindow[]>,
  random: SeededRandom,
  span: { start: Date; end: Date },
): Visit[] {
  const visits: Visit[] = [];
  for (const vehicle of world.vehicles) {
    const own = windows.get(vehicle.id) ?? [];
    if (vehicle.status !== "active" || own.length === 0) continue;
    const stationOf = stationsFor(world, own, random);
    const interval = fillIntervalDays(vehicle) * DAY;
    let due = span.start.getTime() + random.next() * interval;
    while (due < span.end.getTime()) {
      const at = slotFrom(world, pump, vehicle, random, new Date(due), span.end);
      if (!at) break;
      visits.push({ at, vehicle, station: stationOf(), fuelType: vehicle.fuelType });
      due = at.getTime() + interval * (0.6 + 0.8 * random.next());
    }
  }
  return visits.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The first daytime moment from `due` at which the vehicle has a driver on a day its rule allows. */
function slotFrom(
  world: PurchaseWorld,
  pump: DemoPumpSim,
  vehicle: DemoVehicle,
  random: SeededRandom,
  due: Date,
  end: Date,
): Date | null {
  const firstDay = pump.clock.today(due);
  for (let d = 0; d < 14; d++) {
    const day = addDays(firstDay, d);
    for (let attempt = 0; attempt < 4; attempt++) {
      const at = pump.clock.at(day, random.int(7 * 60, 21 * 60 - 1));
      if (at > end) return null;
      const { rule } = pump.ruleAt(vehicle, at);
      if (at >= due && pump.driverAt(vehicle.id, at) && rule && isFuelingDay(rule.fuelingDays, day)) return at;
    }
  }
  return null;
}

/** `count` moments spread over the span, each the first from its point at which `find` finds a visit. */
function spread(
  span: { start: Date; end: Date },
  count: number,
  find: (day: string) => Visit | null,
  today: (at: Date) => string,
): Visit[] {
  const found: Visit[] = [];
  const length = span.end.getTime() - span.start.getTime();
  for (let i = 0; i < count; i++) {
    let day = today(new Date(span.start.getTime() + (length * (i + 0.5)) / count));
    for (let tries = 0; tries < 21; tries++, day = addDays(day, 1)) {
      const visit = find(day);
      if (visit && visit.at < span.end) {
        found.push(visit);
        break;
      }
    }
  }
  return found;
}

/**
 * A few tries the pump declines before any limit is read: drivers on a day their rule does not
 * allow (a Sunday, for the Monday-to-Saturday rules), and vehicles brought to the pump in a week no
 * one was assigned to them.
 */
export function planOddVisits(
  world: PurchaseWorld,
  pump: DemoPumpSim,
  windows: Map<string, DriveWindow[]>,
  random: SeededRandom,
  span: { start: Date; end: Date },
): Visit[] {
  const active = world.vehicles.filter((v) => v.status === "active" && (windows.get(v.id)?.length ?? 0) > 0);
  const visitOf = (vehicle: DemoVehicle, at: Date): Visit => ({
    at,
    vehicle,
    station: stationsFor(world, windows.get(vehicle.id)!, random)(),
    fuelType: vehicle.fuelType,
  });
  const offDay = (day: string) => {
    const at = pump.clock.at(day, random.int(10 * 60, 17 * 60));
    const vehicle = active.find((v) => {
      const { rule } = pump.ruleAt(v, at);
      return pump.driverAt(v.id, at) && rule && !isFuelingDay(rule.fuelingDays, day);
    });
    return vehicle ? visitOf(vehicle, at) : null;
  };
  const unassigned = (day: string) => {
    const at = pump.clock.at(day, random.int(9 * 60, 18 * 60));
    const free = active.filter((v) => !pump.driverAt(v.id, at));
    return free.length > 0 ? visitOf(random.pick(free), at) : null;
  };
  return [...spread(span, 3, offDay, pump.clock.today), ...spread(span, 3, unassigned, pump.clock.today)];
}
