import { addDays, instantAt, todayIn } from "@pitlane/domain";
import type { DemoEmployee } from "./demo-fleet-employees.js";
import type { SeededRandom } from "./demo-fleet-random.js";
import type { DemoVehiclePlan } from "./demo-fleet-vehicles.js";

/** Three weeks past, the week now, one to come: about a month of assignments around the seeding day. */
const WEEKS = [-3, -2, -1, 0, 1];
const HOUR = 3_600_000;
const COMMENTS = [
  "Covering for a driver on leave",
  "Client visits",
  "Warehouse transfers",
  "Airport cargo pick-ups",
  "Spare vehicle while another is serviced",
];

export interface PlannedAssignment {
  /** The vehicle's place in the plan of demo-fleet-vehicles.ts. */
  vehicle: number;
  employeeId: string;
  startsAt: Date;
  endsAt: Date;
  unassignedAt: Date | null;
  startOdometer: number;
  comment: string | null;
}

/**
 * Week `week` from the seeding day: from 08:00 three days before its middle day to 20:00 three days
 * after, on the company's wall clock. Weeks never overlap, and week 0 always holds the moment of seeding.
 */
function weekOf(zone: string, today: string, week: number) {
  const at = (day: number, hour: number) => instantAt(zone, addDays(today, day), hour * 60);
  return { startsAt: at(7 * week - 3, 8), endsAt: at(7 * week + 3, 20) };
}

/** Active vehicles and active employees of each group at each branch: who may drive what. */
function crews(vehicles: DemoVehiclePlan[], employees: DemoEmployee[]) {
  const byKey = new Map<string, { vehicles: number[]; drivers: string[] }>();
  const crewOf = (key: string) => {
    let crew = byKey.get(key);
    if (!crew) byKey.set(key, (crew = { vehicles: [], drivers: [] }));
    return crew;
  };
  vehicles.forEach((plan, index) => {
    if (plan.status === "active") crewOf(`${plan.group}|${plan.branch}`).vehicles.push(index);
  });
  for (const { id, person } of employees) {
    if (person.group && person.status === "active") crewOf(`${person.group}|${person.branch}`).drivers.push(id);
  }
  return [...byKey.values()];
}

/**
 * Each week, each crew's vehicles go to its drivers in turn (a different pairing every week; now
 * and then a vehicle stays in the yard). A vehicle or driver has one assignment a week at most, so
 * none overlap. Odometers only go up: each start is the vehicle's reading after the kilometres
 * driven since the last one, the vehicle's current odometer is what it shows after the running
 * week's start, and next week's start lies ahead of it. Answers the current odometer of each vehicle.
 */
export function planDemoAssignments(
  random: SeededRandom,
  vehicles: DemoVehiclePlan[],
  employees: DemoEmployee[],
  clock: { now: Date; zone: string },
): { assignments: PlannedAssignment[]; currentOdometers: number[] } {
  const today = todayIn(clock.zone, clock.now);
  const readings = vehicles.map((plan) => plan.row.initialOdometer);
  const kmOf = (vehicle: number) => random.int(...(vehicles[vehicle]?.weeklyKm ?? [0, 0]));
  const assignments: PlannedAssignment[] = [];
  const currentOdometers: number[] = [];
  const teams = crews(vehicles, employees);

  for (const week of WEEKS) {
    if (week === 1) {
      // The weeks so far are driven: what each odometer shows now.
      readings.forEach((reading, vehicle) => currentOdometers.push(reading + Math.floor(kmOf(vehicle) / 3)));
    }
    const { startsAt, endsAt } = weekOf(clock.zone, today, week);
    for (const crew of teams) {
      crew.vehicles.forEach((vehicle, i) => {
        const driver = crew.drivers[(i + week + WEEKS.length) % crew.drivers.length];
        if (i >= crew.drivers.length || !driver || random.chance(0.15)) return;
        const base = week === 1 ? (currentOdometers[vehicle] ?? 0) : (readings[vehicle] ?? 0);
        const startOdometer = base + kmOf(vehicle);
        if (week < 1) readings[vehicle] = startOdometer;
        const isCutShort = week < 0 && random.chance(0.1);
        assignments.push({
          vehicle,
          employeeId: driver,
          startsAt,
          endsAt,
          unassignedAt: isCutShort ? new Date(startsAt.getTime() + 48 * HOUR) : null,
          startOdometer,
          comment: random.chance(0.25) ? random.pick(COMMENTS) : null,
        });
      });
    }
  }
  return { assignments, currentOdometers };
}
