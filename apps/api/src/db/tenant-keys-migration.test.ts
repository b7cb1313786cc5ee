import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "../paths.js";

/**
 * The migration that keyed every tenant table by its tenant must keep the data it finds: here a
 * database is built by the migrations before it, filled as the product filled it then, and the
 * migration run on it.
 */
const KEYS_MIGRATION = "0008_tenant_keys";

function statementsOf(tag: string): string[] {
  return fs
    .readFileSync(path.join(MIGRATIONS_DIR, `${tag}.sql`), "utf8")
    .split("--> statement-breakpoint")
    .map((statement) => statement.trim())
    .filter(Boolean);
}

const tags = (
  JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  }
).entries.map((entry) => entry.tag);

const ids = {
  country: "00000000-0000-4000-8000-000000000001",
  state: "00000000-0000-4000-8000-000000000002",
  city: "00000000-0000-4000-8000-000000000003",
  shop: "00000000-0000-4000-8000-000000000010",
  owner: "00000000-0000-4000-8000-000000000011",
  member: "00000000-0000-4000-8000-000000000012",
  branch: "00000000-0000-4000-8000-000000000013",
  category: "00000000-0000-4000-8000-000000000014",
  service: "00000000-0000-4000-8000-000000000015",
  shopImage: "00000000-0000-4000-8000-000000000016",
  company: "00000000-0000-4000-8000-000000000020",
  admin: "00000000-0000-4000-8000-000000000021",
  companyImage: "00000000-0000-4000-8000-000000000022",
  type: "00000000-0000-4000-8000-000000000030",
  make: "00000000-0000-4000-8000-000000000031",
  model: "00000000-0000-4000-8000-000000000032",
  vehicle: "00000000-0000-4000-8000-000000000033",
};

/** What a shop and a fleet company held before the migration, written as the product wrote it then. */
const OLD_DATA = `
insert into countries (id, iso2, name) values ('${ids.country}', 'PK', 'Pakistan');
insert into states (id, country_id, code, name) values ('${ids.state}', '${ids.country}', 'PB', 'Punjab');
insert into cities (id, state_id, name) values ('${ids.city}', '${ids.state}', 'Lahore');
insert into shops (id, shop_name, phone, email, currency) values ('${ids.shop}', 'Garage', '+924200000000', 'owner@garage.test', 'PKR');
insert into shop_users (id, shop_id, name, email, is_owner) values ('${ids.owner}', '${ids.shop}', 'Owner', 'owner@garage.test', true);
insert into shop_users (id, shop_id, name) values ('${ids.member}', '${ids.shop}', 'Member without e-mail');
insert into branches (id, shop_id, branch_name_english, branch_name_arabic, phone) values ('${ids.branch}', '${ids.shop}', 'Gulberg', 'جلبرج', '+924200000001');
insert into categories (id, shop_id, name_english, name_arabic, kind) values ('${ids.category}', '${ids.shop}', 'Care', 'عناية', 'services');
insert into services (id, shop_id, category_id, name, duration_minutes) values ('${ids.service}', '${ids.shop}', '${ids.category}', 'Oil change', 30);
insert into service_branches (service_id, branch_id) values ('${ids.service}', '${ids.branch}');
insert into service_members (service_id, user_id) values ('${ids.service}', '${ids.member}');
insert into team_member_branches (user_id, branch_id) values ('${ids.member}', '${ids.branch}');
insert into uploads (id, shop_id, mime, size, storage_name) values ('${ids.shopImage}', '${ids.shop}', 'image/png', 10, 'a.png');
insert into companies (id, merchant_id, company_name, company_type, email, phone, address, country_id, state_id, city_id,
  industry, company_size, fleet_size, monthly_usage, monthly_usage_unit, contact_role, experience, bank_code, iban,
  account_title, authorised_person, ntn, strn, currency)
  values ('${ids.company}', 'PL-FLEET', 'Fleet', 'private_limited', 'admin@fleet.test', '+924200000002', 'Depot',
  '${ids.country}', '${ids.state}', '${ids.city}', 'logistics', '11_50', 20, 5000, 'litres', 'Manager', 'some', 'SCBL',
  'PK36SCBL0000001123456702', 'Fleet', 'Admin', '1234567-8', '12-34-5678-901-23', 'PKR');
insert into employees (id, company_id, is_admin, name, email) values ('${ids.admin}', '${ids.company}', true, 'Admin', 'Admin@Fleet.test');
insert into uploads (id, company_id, mime, size, storage_name) values ('${ids.companyImage}', '${ids.company}', 'image/jpeg', 20, 'b.jpg');
insert into password_reset_tokens (employee_id, token_hash, expires_at) values ('${ids.admin}', 'hash', now() + interval '1 hour');
insert into vehicle_types (id, code, name, name_arabic) values ('${ids.type}', 'car', 'Car', 'سيارة');
insert into vehicle_makes (id, type_id, name) values ('${ids.make}', '${ids.type}', 'Toyota');
insert into vehicle_models (id, make_id, name) values ('${ids.model}', '${ids.make}', 'Corolla');
insert into vehicles (id, company_id, car_id, vehicle_type_id, fleet_type, make_id, model_id, year, plate_no, chassis_no,
  fuel_type, initial_odometer, current_odometer, primary_tank_limit, qr_token)
  values ('${ids.vehicle}', '${ids.company}', 'CAR-1', '${ids.type}', 'owned', '${ids.make}', '${ids.model}', 2020,
  'LEA-1', 'CH-1', 'petrol', 100, 200, 50, 'QrToken-Case-Kept');
`;

describe("the tenant keys migration", () => {
  const db = new PGlite({ extensions: { pg_trgm, btree_gin } });

  beforeAll(async () => {
    for (const tag of tags.slice(0, tags.indexOf(KEYS_MIGRATION))) {
      for (const statement of statementsOf(tag)) await db.exec(statement);
    }
    await db.exec(OLD_DATA);
    for (const statement of statementsOf(KEYS_MIGRATION)) await db.exec(statement);
  });
  afterAll(() => db.close());

  const rows = async (query: string) => (await db.query<Record<string, unknown>>(query)).rows;

  it("gives the link tables the shop of the row that owns each link", async () => {
    expect(await rows("select shop_id, branch_id from service_branches")).toEqual([
      { shop_id: ids.shop, branch_id: ids.branch },
    ]);
    expect(await rows("select shop_id from service_members")).toEqual([{ shop_id: ids.shop }]);
    expect(await rows("select shop_id from team_member_branches")).toEqual([{ shop_id: ids.shop }]);
  });

  it("claims every e-mail, QR token and merchant id held today, e-mails lower-cased", async () => {
    expect(await rows("select kind, key, tenant_id, row_id from tenant_lookups order by kind")).toEqual([
      { kind: "employee_email", key: "admin@fleet.test", tenant_id: ids.company, row_id: ids.admin },
      { kind: "merchant_id", key: "PL-FLEET", tenant_id: ids.company, row_id: ids.company },
      { kind: "shop_user_email", key: "owner@garage.test", tenant_id: ids.shop, row_id: ids.owner },
      { kind: "vehicle_qr_token", key: "QrToken-Case-Kept", tenant_id: ids.company, row_id: ids.vehicle },
    ]);
  });

  it("moves a company's images to its own table and keeps the shop's", async () => {
    expect(await rows("select id, shop_id from uploads")).toEqual([{ id: ids.shopImage, shop_id: ids.shop }]);
    expect(await rows("select id, company_id, mime, size from fleet_uploads")).toEqual([
      { id: ids.companyImage, company_id: ids.company, mime: "image/jpeg", size: 20 },
    ]);
  });

  it("names the tenant of a reset link", async () => {
    expect(await rows("select company_id, employee_id from password_reset_tokens")).toEqual([
      { company_id: ids.company, employee_id: ids.admin },
    ]);
  });

  it("refuses a row naming another tenant's row, which the old keys allowed", async () => {
    const other = "00000000-0000-4000-8000-000000000099";
    await db.exec(
      `insert into shops (id, shop_name, phone, email, currency) values ('${other}', 'Other', '+924200000009', 'o@o.test', 'PKR')`,
    );
    await expect(
      db.exec(
        `insert into service_branches (shop_id, service_id, branch_id) values ('${other}', '${ids.service}', '${ids.branch}')`,
      ),
    ).rejects.toThrow(/service_branches_service_fk/);
  });
});
