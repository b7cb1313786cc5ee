import {
  assignmentStatus,
  employeeEndpoints,
  fleetAuthEndpoints,
  fleetDashboardEndpoints,
  fuelTypeMatches,
  isTpin,
  rangesOverlap,
  ruleHolderProblem,
  startOdometerProblem,
} from "@pitlane/domain";
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createPinHasher, loadPinSecret } from "../../platform/pin-hash.js";
import { useTestApp } from "../../test/app.js";
import {
  companies,
  employees,
  fleetRoles,
  fuelRules,
  orgUnits,
  vehicleAssignments,
  vehicleTypes,
  vehicles,
} from "../schema/index.js";
import { seedDemoData } from "./demo.js";
import { DEMO_FLEET } from "./demo-fleet.js";
import { demoTpins } from "./demo-fleet-employees.js";
import { DEMO_FLEET_SIGN_INS } from "./demo-fleet-people.js";
import { seededRandom } from "./demo-fleet-random.js";

const t = useTestApp();
const pins = () => createPinHasher(loadPinSecret(t.config));
beforeAll(async () => {
  expect(await seedDemoData(t.db, pins())).toBe(true);
});

async function signIn(email: string) {
  const res = await t.api.call(fleetAuthEndpoints.login, { body: { email, password: DEMO_FLEET.password } });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result;
}

async function rows() {
  const [people, fleet, rules, assignments] = await Promise.all([
    t.db.select().from(employees).where(eq(employees.isAdmin, false)).orderBy(asc(employees.employeeCode)),
    t.db.select().from(vehicles),
    t.db.select().from(fuelRules),
    t.db.select().from(vehicleAssignments),
  ]);
  return { people, fleet, rules, assignments };
}

const endOf = (a: { endsAt: Date; unassignedAt: Date | null }) => a.unassignedAt ?? a.endsAt;

describe("the demo fleet company", () => {
  it("is Indus Logistics in rupees, with three branches and its organisation", async () => {
    const [company] = await t.db.select().from(companies);
    expect(company).toMatchObject({ companyName: "Indus Logistics", currency: "PKR", email: DEMO_FLEET.email });
    const units = await t.db.select().from(orgUnits);
    const named = (kind: string) => units.filter((u) => u.kind === kind).map((u) => u.name);
    expect(named("branch").sort()).toEqual(["Islamabad", "Karachi", "Lahore"]);
    expect(named("department")).toEqual(expect.arrayContaining(["Operations", "Transport", "Finance"]));
    expect(named("designation")).toEqual(expect.arrayContaining(["Driver", "Fleet manager", "Dispatcher"]));
  });

  it("has forty employees in every status, each with a T-PIN of their own", async () => {
    const { people } = await rows();
    expect(people).toHaveLength(40);
    expect(new Set(people.map((p) => p.status))).toEqual(
      new Set(["active", "inactive", "pause", "deactive", "out_of_service"]),
    );
    expect(people.filter((p) => p.status === "active").length).toBeGreaterThan(30);
    expect(people.every((p) => p.branchId && p.departmentId && p.designationId && p.nationalId)).toBe(true);
    // Stored only as keyed hashes of the server's key: the hash of each demo T-PIN is the row's.
    const tpins = demoTpins();
    expect(new Set(tpins).size).toBe(40);
    expect(tpins.every(isTpin)).toBe(true);
    const hasher = pins();
    people.forEach((p, i) => expect(p.tpinHash, p.name).toBe(hasher.hash(p.companyId, tpins[i] ?? "")));
    expect(new Set(people.map((p) => p.tpinHash)).size).toBe(40);
  });

  it("has thirty vehicles of the shipped types, with plates, chassis and NFC tags of their own", async () => {
    const { fleet } = await rows();
    expect(fleet).toHaveLength(30);
    for (const column of ["plateNo", "chassisNo", "nfcTag", "carId", "qrToken"] as const) {
      expect(new Set(fleet.map((v) => v[column])).size, column).toBe(30);
    }
    expect(fleet.every((v) => /^[A-Z]{3}-\d{3,4}$/.test(v.plateNo))).toBe(true);
    expect(fleet.every((v) => v.currentOdometer >= v.initialOdometer)).toBe(true);
    const types = await t.db.select({ id: vehicleTypes.id, code: vehicleTypes.code }).from(vehicleTypes);
    const codes = new Set(fleet.map((v) => types.find((type) => type.id === v.vehicleTypeId)?.code));
    expect([...codes].sort()).toEqual(["car", "motorcycle", "pickup", "suv", "truck", "van"]);
    expect(new Set(fleet.map((v) => v.fuelType))).toEqual(new Set(["petrol", "hi_octane", "diesel"]));
  });

  it("has a month of assignments, past, current and upcoming, none overlapping", async () => {
    const { assignments } = await rows();
    const now = new Date();
    const statuses = new Set(assignments.map((a) => assignmentStatus(a, now)));
    expect([...statuses]).toEqual(expect.arrayContaining(["ended", "current", "upcoming", "unassigned"]));
    const first = Math.min(...assignments.map((a) => a.startsAt.getTime()));
    const last = Math.max(...assignments.map((a) => a.endsAt.getTime()));
    expect((last - first) / 86_400_000).toBeGreaterThan(28);
    for (const [i, a] of assignments.entries()) {
      for (const b of assignments.slice(i + 1)) {
        if (a.vehicleId !== b.vehicleId && a.employeeId !== b.employeeId) continue;
        const overlap = rangesOverlap({ start: a.startsAt, end: endOf(a) }, { start: b.startsAt, end: endOf(b) });
        expect(overlap, `${a.id} and ${b.id}`).toBe(false);
      }
    }
  });

  it("pairs in every assignment an active employee and vehicle of which exactly one holds a rule in force of the vehicle's fuel", async () => {
    const { people, fleet, rules, assignments } = await rows();
    for (const a of assignments) {
      const employee = people.find((p) => p.id === a.employeeId);
      const vehicle = fleet.find((v) => v.id === a.vehicleId);
      expect(employee?.status).toBe("active");
      expect(vehicle?.status).toBe("active");
      expect(ruleHolderProblem(employee?.ruleId ?? null, vehicle?.ruleId ?? null)).toBeNull();
      const rule = rules.find((r) => r.id === (employee?.ruleId ?? vehicle?.ruleId));
      expect(rule).toMatchObject({ active: true, endsOn: null });
      expect(
        fuelTypeMatches([vehicle?.fuelType ?? null, vehicle?.secondaryFuelType ?? null], rule?.fuelType ?? ""),
      ).toBe(true);
    }
    expect(rules.filter((r) => !r.active)).toHaveLength(1);
  });

  it("moves each vehicle's odometer only forward, within the limits, up to its current reading", async () => {
    const { fleet, assignments } = await rows();
    const now = Date.now();
    for (const vehicle of fleet) {
      const own = assignments
        .filter((a) => a.vehicleId === vehicle.id)
        .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
      let reading = vehicle.initialOdometer;
      for (const a of own) {
        const isStarted = a.startsAt.getTime() <= now;
        // An upcoming assignment is checked against the vehicle's current odometer, as when it is saved now.
        const reference = isStarted ? reading : vehicle.currentOdometer;
        expect(startOdometerProblem(a.startOdometer, reference), vehicle.carId).toBeNull();
        if (isStarted) expect(a.startOdometer).toBeLessThanOrEqual(vehicle.currentOdometer);
        reading = a.startOdometer;
      }
    }
  });

  it("is the same on every empty database: a seeded generator", () => {
    const draws = (seed: number) => Array.from({ length: 5 }, seededRandom(seed).next);
    expect(draws(7)).toEqual(draws(7));
    expect(draws(7)).not.toEqual(draws(8));
    expect(demoTpins()).toEqual(demoTpins());
  });
});

describe("the demo fleet sign-ins", () => {
  it("lets the admin sign in at the fleet portal and see the dashboard's counts", async () => {
    const { token, user, company } = await signIn(DEMO_FLEET.email);
    expect(user.is_admin).toBe(true);
    expect(company).toMatchObject({ company_name: "Indus Logistics", currency: "PKR" });
    const res = await t.api.call(fleetDashboardEndpoints.summary, { token });
    expect(res.status).toBe(200);
    const { vehicles: counted, employees: staff, rules_in_force } = res.body.result;
    const now = new Date();
    const current = (await rows()).assignments.filter((a) => assignmentStatus(a, now) === "current");
    expect(counted).toMatchObject({ total: 30, assigned: current.length, unassigned: 30 - current.length });
    expect(current.length).toBeGreaterThan(10);
    expect(staff.total).toBe(40);
    expect(rules_in_force.total).toBe(5);
  });

  it("finds a demo T-PIN taken, through the server's own check", async () => {
    const { token } = await signIn(DEMO_FLEET.email);
    const res = await t.api.call(employeeEndpoints.checkTpin, { token, body: { tpin: demoTpins()[0] ?? "" } });
    expect(res.status).toBe(200);
    expect(res.body.result.available).toBe(false);
  });

  it("lets the fleet manager and the dispatcher sign in with their roles' permissions", async () => {
    const manager = await signIn(DEMO_FLEET_SIGN_INS.manager);
    expect(manager.user).toMatchObject({ name: "Usman Tariq", is_admin: false });
    expect(manager.user.permissions).toEqual(expect.arrayContaining(["employees.add", "assignments.add"]));
    expect(manager.user.permissions).not.toContain("roles.edit");
    const dispatcher = await signIn(DEMO_FLEET_SIGN_INS.dispatcher);
    expect(dispatcher.user.name).toBe("Ayesha Siddiqui");
    expect(dispatcher.user.permissions).toContain("assignments.add");
    expect(dispatcher.user.permissions).not.toContain("employees.add");
    expect(await t.db.select().from(fleetRoles)).toHaveLength(2);
  });
});
