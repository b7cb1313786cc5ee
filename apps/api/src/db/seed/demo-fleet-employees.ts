import { allFleetPermissions, type FleetPermission } from "@pitlane/domain";
import type { PinHasher } from "../../platform/pin-hash.js";
import type { Db } from "../client.js";
import { employees, fleetRoles } from "../schema/index.js";
import {
  DEMO_FLEET_SIGN_INS,
  DEMO_PEOPLE,
  type DemoBranch,
  type DemoFleetRoleKey,
  type DemoPerson,
} from "./demo-fleet-people.js";
import { seededRandom, type SeededRandom } from "./demo-fleet-random.js";
import { RULE_HOLDER, type DemoRuleIds } from "./demo-fleet-rules.js";
import { seededId } from "./seeded-id.js";

/** Everything but managing roles, which stays with the company admin. */
const NOT_FOR_MANAGER = new Set<FleetPermission>(["roles.add", "roles.edit", "roles.update_status"]);

/** Plans who drives what: sees people, vehicles and rules, and changes only the assignments. */
const DISPATCHER: FleetPermission[] = [
  "dashboard.view",
  "employees.view",
  "vehicles.view",
  "vehicles.view_qr",
  "assignments.view",
  "assignments.add",
  "assignments.edit",
  "assignments.delete",
  "assignments.view_history",
  "rules.view",
];

export const DEMO_FLEET_ROLES: Record<DemoFleetRoleKey, { name: string; permissions: FleetPermission[] }> = {
  manager: { name: "Fleet manager", permissions: allFleetPermissions.filter((p) => !NOT_FOR_MANAGER.has(p)) },
  dispatcher: { name: "Dispatcher", permissions: DISPATCHER },
};

/** The first five digits of a national identity card (CNIC) issued in each city. */
const CNIC_AREA: Record<DemoBranch, string> = { karachi: "42101", lahore: "35202", islamabad: "61101" };
const MOBILE_PREFIXES = ["300", "301", "302", "321", "322", "333", "334", "345", "312"];

/**
 * The employees' T-PINs, in the order of DEMO_PEOPLE: 4 to 6 digits, none alike. From a generator
 * of their own, so they stay the same when the rest of the demo data changes (a demo at a station
 * terminal can name a driver's T-PIN).
 */
export function demoTpins(): string[] {
  const random = seededRandom(4_821);
  const taken = new Set<string>();
  return DEMO_PEOPLE.map(() => random.unique(taken, () => random.digits(random.int(4, 6))));
}

export interface DemoEmployee {
  id: string;
  person: DemoPerson;
}

interface Context {
  companyId: string;
  random: SeededRandom;
  pins: PinHasher;
  /** Organisation unit ids by "kind|name". */
  units: Map<string, string>;
  ruleIds: DemoRuleIds;
  passwordHashes: Record<DemoFleetRoleKey, string>;
}

async function seedRoles(tx: Db, companyId: string): Promise<Record<DemoFleetRoleKey, string>> {
  const rows = await tx
    .insert(fleetRoles)
    .values(Object.values(DEMO_FLEET_ROLES).map((role) => ({ companyId, ...role })))
    .returning({ id: fleetRoles.id, name: fleetRoles.name });
  const idOf = (key: DemoFleetRoleKey) => {
    const id = rows.find((row) => row.name === DEMO_FLEET_ROLES[key].name)?.id;
    if (!id) throw new Error(`demo fleet role insert returned nothing: ${key}`);
    return id;
  };
  return { manager: idOf("manager"), dispatcher: idOf("dispatcher") };
}

/** The CNIC's last digit tells the holder's sex: odd for men, even for women. */
function nationalIdOf(random: SeededRandom, person: DemoPerson): string {
  const last = random.pick(person.gender === "male" ? [1, 3, 5, 7, 9] : [2, 4, 6, 8]);
  return `${CNIC_AREA[person.branch]}-${random.digits(7)}-${last}`;
}

function emailOf(person: DemoPerson): string | null {
  if (person.signIn) return DEMO_FLEET_SIGN_INS[person.signIn];
  if (!person.hasEmail) return null;
  return `${person.name.toLowerCase().replace(/\s+/g, ".")}@indus-logistics.test`;
}

/** The two roles and the forty employees, each with a T-PIN of its own (4 to 6 digits, none alike). */
export async function seedDemoEmployees(tx: Db, ctx: Context): Promise<DemoEmployee[]> {
  const { random, units } = ctx;
  const roleIds = await seedRoles(tx, ctx.companyId);
  const tpins = demoTpins();
  const rows = DEMO_PEOPLE.map((person, index) => {
    const tpin = tpins[index];
    if (!tpin) throw new Error(`demo fleet has no T-PIN for ${person.name}`);
    const holdsRule = person.group !== null && RULE_HOLDER[person.group] === "employee";
    return {
      companyId: ctx.companyId,
      name: person.name,
      employeeCode: `IL-${String(index + 1).padStart(4, "0")}`,
      branchId: seededId(units, `branch|${person.branch}`, "branch"),
      departmentId: seededId(units, `department|${person.department}`, "department"),
      designationId: seededId(units, `designation|${person.designation}`, "designation"),
      gender: person.gender,
      dateOfBirth: `${random.int(1968, 2002)}-${String(random.int(1, 12)).padStart(2, "0")}-${String(random.int(1, 28)).padStart(2, "0")}`,
      nationalId: nationalIdOf(random, person),
      phone: `+92${random.pick(MOBILE_PREFIXES)}${random.digits(7)}`,
      email: emailOf(person),
      status: person.status,
      roleId: person.signIn ? roleIds[person.signIn] : null,
      ruleId: holdsRule && person.group ? ctx.ruleIds[person.group] : null,
      tpinHash: ctx.pins.hash(ctx.companyId, tpin),
      passwordHash: person.signIn ? ctx.passwordHashes[person.signIn] : null,
    };
  });
  const inserted = await tx
    .insert(employees)
    .values(rows)
    .returning({ id: employees.id, code: employees.employeeCode });
  return DEMO_PEOPLE.map((person, index) => {
    const id = inserted.find((row) => row.code === rows[index]?.employeeCode)?.id;
    if (!id) throw new Error(`demo employee insert returned nothing: ${person.name}`);
    return { id, person };
  });
}
