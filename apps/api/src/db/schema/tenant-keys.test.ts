import { is, SQL } from "drizzle-orm";
import { getTableConfig, PgTable, type AnyPgColumn } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "./index.js";

/**
 * The rules that keep the schema shardable by tenant (decision 0030), checked on every table:
 * a new table, key or foreign key that breaks them fails here, with the table and the rule.
 */
const tables = Object.values(schema as Record<string, unknown>).flatMap((value) =>
  is(value, PgTable) ? [value as PgTable] : [],
);
const config = new Map(tables.map((table) => [getTableConfig(table).name, getTableConfig(table)]));
type Config = ReturnType<typeof getTableConfig>;

/**
 * Global data every tenant reads: replicated to every node, never naming a tenant's rows. The partner
 * stations, their terminals, attendants and prices are of this kind: every company buys at every
 * station, and a purchase names its station, terminal and attendant (decision 0040).
 */
const REFERENCE = [
  "countries",
  "states",
  "cities",
  "vehicle_types",
  "vehicle_makes",
  "vehicle_models",
  "stations",
  "station_terminals",
  "station_users",
  "fuel_prices",
];
/** The tenants themselves: each is distributed by its own id. */
const ROOTS = { shops: "shop_id", companies: "company_id" } as const;
/**
 * Looked up before the tenant is known (by token or by key), or the platform's own (the operations
 * console's users, its audit trail across companies, the tax table, the receiving accounts, the
 * settings, its document series and its legal entities): they stay on the coordinator.
 */
const PLATFORM = [
  "sessions",
  "password_reset_tokens",
  "mail_outbox",
  "tenant_lookups",
  "ops_users",
  "ops_audit",
  "tax_rates",
  "receiving_accounts",
  "platform_settings",
  "platform_counters",
  "platform_sellers",
];

/** The tenant column of a tenant table: `shop_id` or `company_id`, whichever it has. */
function tenantColumnOf(table: Config): string | null {
  const names = table.columns.map((column) => column.name);
  const owned = Object.values(ROOTS).filter((name) => names.includes(name));
  return owned.length === 1 ? (owned[0] ?? null) : null;
}

const isTenantTable = (name: string) => !REFERENCE.includes(name) && !(name in ROOTS) && !PLATFORM.includes(name);
const tenantTables = [...config.values()].filter((table) => isTenantTable(table.name));

/** The primary key's columns, whether declared on a column or for the table. */
function primaryKeyOf(table: Config): string[] {
  const inline = table.columns.filter((column) => column.primary).map((column) => column.name);
  return inline.length > 0 ? inline : (table.primaryKeys[0]?.columns.map((column) => column.name) ?? []);
}

const columnNames = (columns: unknown[]) =>
  columns.filter((column): column is AnyPgColumn => !is(column, SQL)).map((column) => column.name);

describe("the tenant-keyed schema", () => {
  it("puts every table in one class: reference, tenant root, platform, or tenant table with one tenant column", () => {
    expect(tables.length).toBeGreaterThan(40);
    const orphans = tenantTables.filter((table) => tenantColumnOf(table) === null).map((table) => table.name);
    expect(orphans).toEqual([]);
  });

  it("keys every tenant table by its tenant column first, not null", () => {
    const broken = tenantTables.flatMap((table) => {
      const tenant = tenantColumnOf(table);
      const key = primaryKeyOf(table);
      const column = table.columns.find((c) => c.name === tenant);
      return key[0] === tenant && column?.notNull ? [] : [`${table.name}: (${key.join(", ")})`];
    });
    expect(broken).toEqual([]);
  });

  it("includes the tenant column in every unique index of a tenant table", () => {
    const broken = tenantTables.flatMap((table) => {
      const tenant = tenantColumnOf(table) ?? "";
      const uniques = [
        ...table.indexes.filter((index) => index.config.unique).map((index) => index.config),
        ...table.uniqueConstraints.map((unique) => ({ name: unique.name, columns: unique.columns })),
      ];
      return uniques.filter((unique) => !columnNames(unique.columns).includes(tenant)).map((u) => u.name ?? "");
    });
    expect(broken).toEqual([]);
  });

  it("lets a tenant table name only reference data, its own tenant, or rows of that tenant with the tenant in the key", () => {
    const broken = tenantTables.flatMap((table) => {
      const tenant = tenantColumnOf(table);
      return table.foreignKeys.flatMap((key) => {
        const { columns, foreignColumns, foreignTable } = key.reference();
        const target = getTableConfig(foreignTable);
        const from = columns.map((column) => column.name);
        const to = foreignColumns.map((column) => column.name);
        if (REFERENCE.includes(target.name)) return [];
        if (target.name in ROOTS && ROOTS[target.name as keyof typeof ROOTS] === tenant && from.join() === tenant)
          return [];
        const sameTenant = isTenantTable(target.name) && tenantColumnOf(target) === tenant;
        if (sameTenant && from[0] === tenant && to[0] === tenant && to.length === 2) return [];
        return [`${table.name} (${from.join(", ")}) → ${target.name} (${to.join(", ")})`];
      });
    });
    expect(broken).toEqual([]);
  });

  it("keeps reference data and the tenant roots free of foreign keys into tenant rows", () => {
    const broken = [...REFERENCE, ...Object.keys(ROOTS)].flatMap((name) =>
      (config.get(name)?.foreignKeys ?? [])
        .map((key) => getTableConfig(key.reference().foreignTable).name)
        .filter((target) => !REFERENCE.includes(target))
        .map((target) => `${name} → ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it("names a tenant row from a platform table only with its tenant in the key", () => {
    const broken = PLATFORM.flatMap((name) =>
      (config.get(name)?.foreignKeys ?? []).flatMap((key) => {
        const { columns, foreignTable } = key.reference();
        const target = getTableConfig(foreignTable);
        if (!isTenantTable(target.name)) return [];
        return columns[0]?.name === tenantColumnOf(target) ? [] : [`${name} → ${target.name}`];
      }),
    );
    expect(broken).toEqual([]);
  });
});
