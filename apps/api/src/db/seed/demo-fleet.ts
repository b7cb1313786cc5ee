import { randomBytes } from "node:crypto";
import { timeZoneOfCountry } from "@pitlane/domain";
import { and, eq } from "drizzle-orm";
import { DEMO_PASSWORD } from "../../platform/common-passwords.js";
import type { PinHasher } from "../../platform/pin-hash.js";
import type { Db } from "../client.js";
import {
  cities,
  companies,
  countries,
  employees,
  orgUnits,
  states,
  vehicleAssignments,
  vehicles,
} from "../schema/index.js";
import { planDemoAssignments } from "./demo-fleet-assignments.js";
import { seedDemoEmployees } from "./demo-fleet-employees.js";
import { DEMO_DEPARTMENTS, DEMO_DESIGNATIONS, type DemoFleetRoleKey } from "./demo-fleet-people.js";
import { seededRandom } from "./demo-fleet-random.js";
import { seedDemoRules } from "./demo-fleet-rules.js";
import { planDemoVehicles, vehicleModelIds } from "./demo-fleet-vehicles.js";
import { seededId } from "./seeded-id.js";

export const DEMO_FLEET = {
  name: "Indus Logistics",
  email: "admin@indus-logistics.test",
  password: DEMO_PASSWORD,
} as const;

/** The company is in Karachi: its wall clock runs on Pakistan's zone, as a sign-up there would set it. */
const ZONE = timeZoneOfCountry("PK");

/** Any fixed number: the same seed gives the same demo fleet on every empty database. */
const SEED = 20_240_601;
const BRANCHES = { karachi: "Karachi", lahore: "Lahore", islamabad: "Islamabad" } as const;

async function karachi(tx: Db) {
  const [row] = await tx
    .select({ countryId: countries.id, stateId: states.id, cityId: cities.id })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(and(eq(countries.iso2, "PK"), eq(states.code, "SD"), eq(cities.name, "Karachi")))
    .limit(1);
  if (!row) throw new Error("reference data has no Karachi for the demo fleet company");
  return row;
}

async function insertCompany(tx: Db): Promise<string> {
  const [company] = await tx
    .insert(companies)
    .values({
      merchantId: "PL-INDUSLOG",
      companyName: DEMO_FLEET.name,
      companyType: "private_limited",
      email: DEMO_FLEET.email,
      phone: "+922135124400",
      address: "Plot 14, Sector 23, Korangi Industrial Area",
      ...(await karachi(tx)),
      industry: "logistics",
      companySize: "51_200",
      fleetSize: 30,
      monthlyUsage: 25_000,
      monthlyUsageUnit: "litres",
      contactRole: "owner",
      experience: "expert",
      bankCode: "HABB",
      iban: "PK76HABB0014217900654301",
      accountTitle: "Indus Logistics (Pvt) Ltd",
      authorisedPerson: "Tariq Jamil",
      ntn: "4219876-3",
      strn: "17-00-4219-876-11",
      currency: "PKR",
      timeZone: ZONE,
    })
    .returning({ id: companies.id });
  if (!company) throw new Error("demo fleet company insert returned nothing");
  return company.id;
}

/** Branches, departments and designations; ids by "kind|name" (a branch also by its key). */
async function insertOrgUnits(tx: Db, companyId: string): Promise<Map<string, string>> {
  const units = [
    ...Object.values(BRANCHES).map((name) => ({ kind: "branch", name })),
    ...DEMO_DEPARTMENTS.map((name) => ({ kind: "department", name })),
    ...DEMO_DESIGNATIONS.map((name) => ({ kind: "designation", name })),
  ];
  const rows = await tx
    .insert(orgUnits)
    .values(units.map((unit) => ({ companyId, ...unit })))
    .returning();
  const ids = new Map(rows.map((row) => [`${row.kind}|${row.name}`, row.id]));
  for (const [key, name] of Object.entries(BRANCHES))
    ids.set(`branch|${key}`, seededId(ids, `branch|${name}`, "branch"));
  return ids;
}

/**
 * The demo fleet company, inside the demo seed's transaction: its admin, organisation, roles, fuel
 * rules, forty employees, thirty vehicles and a month of assignments around `now`. T-PINs are hashed
 * with the server's key (`pins`), so the station terminal accepts them like any other; the sign-ins'
 * password hashes come made (demo-passwords.ts).
 */
export async function seedDemoFleet(
  tx: Db,
  pins: PinHasher,
  passwords: { admin: string; roles: Record<DemoFleetRoleKey, string> },
  now: Date = new Date(),
): Promise<void> {
  const { admin, roles: passwordHashes } = passwords;
  const random = seededRandom(SEED);
  const companyId = await insertCompany(tx);
  await tx.insert(employees).values({
    companyId,
    isAdmin: true,
    name: "Tariq Jamil",
    email: DEMO_FLEET.email,
    phone: "+923008201144",
    passwordHash: admin,
  });
  const units = await insertOrgUnits(tx, companyId);
  const ruleIds = await seedDemoRules(tx, companyId);
  const people = await seedDemoEmployees(tx, { companyId, random, pins, units, ruleIds, passwordHashes });
  const plans = planDemoVehicles(random, await vehicleModelIds(tx), ruleIds);
  const { assignments, currentOdometers } = planDemoAssignments(random, plans, people, { now, zone: ZONE });
  const inserted = await tx
    .insert(vehicles)
    .values(
      plans.map((plan, i) => ({
        ...plan.row,
        companyId,
        currentOdometer: currentOdometers[i] ?? plan.row.initialOdometer,
        // Secret, so never from the seed: a printed QR code must not be guessable.
        qrToken: randomBytes(16).toString("base64url"),
      })),
    )
    .returning({ id: vehicles.id, carId: vehicles.carId });
  const vehicleIds = plans.map((plan) => inserted.find((row) => row.carId === plan.row.carId)?.id);
  await tx.insert(vehicleAssignments).values(
    assignments.map(({ vehicle, ...assignment }) => {
      const vehicleId = vehicleIds[vehicle];
      if (!vehicleId) throw new Error(`demo assignment of an unknown vehicle: ${vehicle}`);
      return { companyId, vehicleId, ...assignment };
    }),
  );
}
