import fs from "node:fs";
import path from "node:path";
import { clientEndpoints } from "@pitlane/domain";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "../paths.js";
import { useTestApp } from "../test/app.js";
import { createClient } from "../test/factories/client.js";
import { createCompany } from "../test/factories/fleet.js";
import { createEmployee } from "../test/factories/fleet-employee.js";
import { usePlaces } from "../test/factories/location.js";
import { createBranch, createShop } from "../test/factories/shop.js";
import { createMember } from "../test/factories/team.js";
import { branches, clients, companies, employees, shopUsers, shops } from "./schema/index.js";

const t = useTestApp();
const places = usePlaces(t);

/** The migration that normalises stored phones, found by name so a renumbering does not lose it. */
async function runPhonesMigration() {
  const file = fs.readdirSync(MIGRATIONS_DIR).find((name) => name.endsWith("_phones_e164.sql"));
  if (!file) throw new Error("no phones_e164 migration");
  const statements = fs.readFileSync(path.join(MIGRATIONS_DIR, file), "utf8").split("--> statement-breakpoint");
  for (const statement of statements) await t.db.execute(sql.raw(statement));
}

/** The phones of the clients, in the order of `ids`. */
async function clientPhones(ids: string[]) {
  const rows = await t.db.select().from(clients).where(inArray(clients.id, ids));
  const phones = new Map(rows.map((row) => [row.id, row.phone]));
  return ids.map((id) => phones.get(id));
}

describe("the phones_e164 migration", () => {
  it("rewrites the phones stored as typed to E.164 in the tenant's country, keeping what it cannot read", async () => {
    const shop = await createShop(t);
    const typed = ["0300-225 5913", "0092 300 2255913", "923002255913", "+92 (300) 2255913", "0300.2255913"];
    const kept = ["call me", "2255913", "+966501234567"];
    const rows = await Promise.all([...typed, ...kept].map((phone) => createClient(t, shop.shopId, { phone })));
    await runPhonesMigration();
    const e164 = typed.map(() => "+923002255913");
    expect(await clientPhones(rows.map((r) => r.id))).toEqual([...e164, ...kept]);
    // The search column follows: a local form finds the client again.
    const search = await t.api.call(clientEndpoints.list, { token: shop.token, query: { search: "03002255913" } });
    expect(search.body.result.total).toBe(typed.length);
  });

  it("takes the calling code from the shop's country, else its currency, for every shop table", async () => {
    const riyals = await createShop(t, { currency: "SAR" });
    const inSaudiArabia = await createShop(t, { currency: "PKR" });
    await t.db
      .update(shops)
      .set({ countryId: places.saudiArabia, phone: "011 456 7890" })
      .where(eq(shops.id, inSaudiArabia.shopId));
    const client = await createClient(t, riyals.shopId, { phone: "050 123 4567" });
    const branch = await createBranch(t, inSaudiArabia.shopId, { phone: "050-123-4567" });
    const member = await createMember(t, inSaudiArabia.shopId, { name: "Member", phone: "966501234567" });
    const silent = await createMember(t, inSaudiArabia.shopId, { name: "No phone", phone: null });
    await runPhonesMigration();
    const [shopRow] = await t.db.select().from(shops).where(eq(shops.id, inSaudiArabia.shopId));
    const [clientRow] = await t.db.select().from(clients).where(eq(clients.id, client.id));
    const [branchRow] = await t.db.select().from(branches).where(eq(branches.id, branch.id));
    const members = await t.db
      .select()
      .from(shopUsers)
      .where(inArray(shopUsers.id, [member.id, silent.id]));
    expect(shopRow?.phone).toBe("+966114567890");
    expect(clientRow?.phone).toBe("+966501234567");
    expect(branchRow?.phone).toBe("+966501234567");
    expect(members.map((m) => m.phone).sort()).toEqual(["+966501234567", null]);
  });

  it("rewrites a fleet company's phone and its employees' in the company's country", async () => {
    const company = await createCompany(t, { currency: "SAR" });
    await t.db.update(companies).set({ phone: "0300 1111111" }).where(eq(companies.id, company.companyId));
    const employee = await createEmployee(t, company.companyId, { phone: "00966 50 123 4567" });
    const local = await createEmployee(t, company.companyId, { phone: "050 765 4321" });
    await runPhonesMigration();
    const [companyRow] = await t.db.select().from(companies).where(eq(companies.id, company.companyId));
    const rows = await t.db
      .select()
      .from(employees)
      .where(inArray(employees.id, [employee.id, local.id]));
    // A Saudi company's trunk 0 is Saudi Arabia's, even before a Pakistani-looking number.
    expect(companyRow?.phone).toBe("+9663001111111");
    expect(rows.map((r) => r.phone).sort()).toEqual(["+966501234567", "+966507654321"]);
  });
});
