import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { timeZoneOfCountry, type FleetPermission, type OrgUnitKind } from "@pitlane/domain";
import { cities, companies, countries, employees, fleetRoles, orgUnits, states } from "../../db/schema/index.js";
import { hashPassword } from "../../platform/passwords.js";
import type { TestApp } from "../app.js";
import { TEST_PASSWORD } from "./shop.js";
import { claimKey } from "./lookups.js";

const unique = () => randomBytes(4).toString("hex");
let passwordHash: Promise<string> | undefined;

export interface TestCompany {
  companyId: string;
  /** The company admin, who holds every permission. */
  userId: string;
  email: string;
  token: string;
}

/** A place in Pakistan (or Saudi Arabia) from the reference data, for a company's address. */
async function placeIn(t: TestApp, iso2: "PK" | "SA") {
  const [row] = await t.db
    .select({ countryId: countries.id, stateId: states.id, cityId: cities.id })
    .from(countries)
    .innerJoin(states, eq(states.countryId, countries.id))
    .innerJoin(cities, eq(cities.stateId, states.id))
    .where(eq(countries.iso2, iso2))
    .limit(1);
  if (!row) throw new Error(`reference data has no city in ${iso2}`);
  return row;
}

/** A persisted fleet company with its admin and a live session. */
export async function createCompany(
  t: TestApp,
  overrides: { currency?: "PKR" | "SAR"; email?: string } = {},
): Promise<TestCompany> {
  const email = overrides.email ?? `admin-${unique()}@example.test`;
  const companyId = await insertCompany(t, { ...overrides, email });
  const userId = await addFleetUser(t, companyId, { email, isAdmin: true });
  return { companyId, userId, email, token: await sessionOf(t, companyId, userId) };
}

/** Only the company's row (and its merchant id), for tests of its money that need no user. */
export async function insertCompany(
  t: TestApp,
  overrides: { currency?: "PKR" | "SAR"; email?: string } = {},
): Promise<string> {
  const currency = overrides.currency ?? "PKR";
  const country = currency === "PKR" ? "PK" : "SA";
  const email = overrides.email ?? `admin-${unique()}@example.test`;
  const [company] = await t.db
    .insert(companies)
    .values({
      merchantId: `M-${unique()}`,
      companyName: `Fleet ${unique()}`,
      companyType: "private_limited",
      email,
      phone: "+923001111111",
      address: "1 Depot Road",
      ...(await placeIn(t, country)),
      industry: "logistics",
      companySize: "11_50",
      fleetSize: 20,
      monthlyUsage: 5000,
      monthlyUsageUnit: "litres",
      contactRole: "Fleet manager",
      experience: "some",
      bankCode: currency === "PKR" ? "SCBL" : "80",
      iban: currency === "PKR" ? "PK36SCBL0000001123456702" : "SA0380000000608010167519",
      accountTitle: "Fleet Account",
      authorisedPerson: "Test Admin",
      ntn: "1234567-8",
      strn: "12-34-5678-901-23",
      currency,
      timeZone: timeZoneOfCountry(country),
    })
    .returning({ id: companies.id, merchantId: companies.merchantId });
  if (!company) throw new Error("no company");
  await claimKey(t, "merchant_id", company.id, company.merchantId, company.id);
  return company.id;
}

/**
 * Another user of the same company who may sign in: without `permissions` they hold none; with
 * them they hold a role granting exactly those (inactive when `roleActive` is false).
 */
export async function createFleetUser(
  t: TestApp,
  companyId: string,
  options: { permissions?: FleetPermission[]; roleActive?: boolean } = {},
): Promise<{ userId: string; token: string; roleId: string | null }> {
  let roleId: string | null = null;
  if (options.permissions) {
    const [role] = await t.db
      .insert(fleetRoles)
      .values({
        companyId,
        name: `Role ${unique()}`,
        permissions: options.permissions,
        active: options.roleActive ?? true,
      })
      .returning({ id: fleetRoles.id });
    roleId = role?.id ?? null;
  }
  const userId = await addFleetUser(t, companyId, { email: `staff-${unique()}@example.test`, isAdmin: false, roleId });
  return { userId, token: await sessionOf(t, companyId, userId), roleId };
}

const sessionOf = (t: TestApp, companyId: string, userId: string) =>
  t.sessions.create({ realm: "fleet", userId, tenantId: companyId });

async function addFleetUser(
  t: TestApp,
  companyId: string,
  user: { email: string; isAdmin: boolean; roleId?: string | null },
) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [row] = await t.db
    .insert(employees)
    .values({
      companyId,
      name: user.isAdmin ? "Test Admin" : "Test Staff",
      employeeCode: user.isAdmin ? null : `E-${unique()}`,
      email: user.email,
      phone: "+923002222222",
      passwordHash: await passwordHash,
      isAdmin: user.isAdmin,
      roleId: user.roleId ?? null,
    })
    .returning({ id: employees.id });
  if (!row) throw new Error("no fleet user");
  await claimKey(t, "employee_email", companyId, user.email, row.id);
  return row.id;
}

/** A branch, department or designation of a company (made at `createdAt`, now by default). */
export async function createOrgUnit(
  t: TestApp,
  companyId: string,
  kind: OrgUnitKind,
  name = `${kind} ${unique()}`,
  createdAt = new Date(),
) {
  const [row] = await t.db.insert(orgUnits).values({ companyId, kind, name, createdAt }).returning();
  if (!row) throw new Error("no org unit");
  return row;
}
