import { OPS_ROLES } from "@pitlane/domain/permissions";
import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid, boolean } from "drizzle-orm/pg-core";
import { createdAt, oneOf, updatedAt } from "./columns.js";
import { companies, companyId } from "./fleet.js";
import { countries, states } from "./reference.js";
import { rowId, tenantKey } from "./tenant-keys.js";

type OpsRole = (typeof OPS_ROLES)[number];

/**
 * The platform's own staff, who sign in to the operations console: a third kind of user beside a
 * shop's and a company's, belonging to no tenant. An admin does everything; a reviewer decides top-ups.
 */
export const opsUsers = pgTable(
  "ops_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** Stored lower-cased. */
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role").$type<OpsRole>().notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("ops_users_email_uq").on(t.email),
    check("ops_users_role_ck", sql`${t.role} in (${oneOf(OPS_ROLES)})`),
  ],
);

/**
 * Every action of the operations staff: who, what, on which row, the row before and after. Written in
 * the action's own transaction, never changed.
 */
export const opsAudit = pgTable(
  "ops_audit",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The ops user; kept by id and name so the trail outlives the account. */
    actorId: uuid("actor_id"),
    actorName: text("actor_name").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "set null" }),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (t) => [
    index("ops_audit_created_idx").on(t.createdAt),
    index("ops_audit_company_created_idx").on(t.companyId, t.createdAt),
  ],
);

/** The platform's commission on a company's fuel, in basis points, from a day on: history is kept. */
export const commissionRates = pgTable(
  "commission_rates",
  {
    id: rowId(),
    companyId: companyId(),
    rateBp: integer("rate_bp").notNull(),
    effectiveFrom: date("effective_from").notNull(),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey(t.companyId, t.id),
    uniqueIndex("commission_rates_company_from_uq").on(t.companyId, t.effectiveFrom),
    check("commission_rates_rate_ck", sql`${t.rateBp} between 0 and 10000`),
  ],
);

/**
 * The tax on the platform's commission, by country and, where the province taxes the service
 * (Pakistan), by province; from a day on. The company's address picks the row: its province's,
 * else its country's (state_id null).
 */
export const taxRates = pgTable(
  "tax_rates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    countryId: uuid("country_id")
      .notNull()
      .references(() => countries.id),
    stateId: uuid("state_id").references(() => states.id),
    rateBp: integer("rate_bp").notNull(),
    effectiveFrom: date("effective_from").notNull(),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("tax_rates_place_from_uq").on(
      t.countryId,
      sql`coalesce(${t.stateId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      t.effectiveFrom,
    ),
    check("tax_rates_rate_ck", sql`${t.rateBp} between 0 and 10000`),
  ],
);

/**
 * The platform's own bank accounts that companies pay top-ups into, per country: one per bank of the
 * country, since a top-up records only the bank. Switched off, never deleted: past top-ups name the bank.
 */
export const receivingAccounts = pgTable(
  "receiving_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** ISO 3166 alpha-2, as the banks' list names countries. */
    countryCode: text("country_code").notNull(),
    /** A bank of that country in the banks' list: the code its IBANs carry. */
    bankCode: text("bank_code").notNull(),
    accountTitle: text("account_title").notNull(),
    iban: text("iban").notNull(),
    active: boolean("active").notNull().default(true),
    /** The ops user who added it; null for the accounts written on the first start. */
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("receiving_accounts_country_bank_uq").on(t.countryCode, t.bankCode)],
);

/** The platform's settings that are one value each: a single row (id 1). */
export const platformSettings = pgTable(
  "platform_settings",
  {
    id: integer("id").primaryKey().default(1),
    /** A hold not completed or voided within this many minutes is released (MONEY.md). */
    holdExpiryMinutes: integer("hold_expiry_minutes").notNull().default(30),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("platform_settings_one_row_ck", sql`${t.id} = 1`),
    check("platform_settings_hold_expiry_ck", sql`${t.holdExpiryMinutes} between 5 and 1440`),
  ],
);
