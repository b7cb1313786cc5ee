import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  foreignKey,
  index,
  pgTable,
  text,
  primaryKey,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { oneOf, ts } from "./columns.js";
import { companies, employees } from "./fleet.js";
import { opsUsers } from "./ops.js";
import { stationUsers } from "./stations.js";
import { shopUsers, shops } from "./shop.js";

/** What a `tenant_lookups` key is: e-mails are stored lower-cased. */
export const LOOKUP_KINDS = [
  "shop_user_email",
  "employee_email",
  "vehicle_qr_token",
  "merchant_id",
  "purchase_reference",
] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];

/**
 * A signed-in session of a shop user (`userId`, `shopId`) or of a fleet company's user (`employeeId`,
 * `companyId`): one table and one store for both back offices; the user is a foreign key within
 * its tenant that cascades. Looked up by token before the tenant is known, so it is a platform
 * table, not a tenant one (decision 0030 says where it lives on a sharded database).
 */
/** The user of a session or a reset link, named within its tenant; the row goes with the user. */
const userKeys = (
  table: string,
  t: { userId: AnyPgColumn; shopId: AnyPgColumn; employeeId: AnyPgColumn; companyId: AnyPgColumn },
) => [
  foreignKey({
    name: `${table}_user_fk`,
    columns: [t.shopId, t.userId],
    foreignColumns: [shopUsers.shopId, shopUsers.id],
  }).onDelete("cascade"),
  foreignKey({
    name: `${table}_employee_fk`,
    columns: [t.companyId, t.employeeId],
    foreignColumns: [employees.companyId, employees.id],
  }).onDelete("cascade"),
];

export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id"),
    shopId: uuid("shop_id").references(() => shops.id, { onDelete: "cascade" }),
    employeeId: uuid("employee_id"),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    /** An operations console user: the platform's own staff, of no tenant. */
    opsUserId: uuid("ops_user_id").references(() => opsUsers.id, { onDelete: "cascade" }),
    /** A partner station's attendant, on the terminal page. */
    stationUserId: uuid("station_user_id").references(() => stationUsers.id, { onDelete: "cascade" }),
    /** "Remember me": a longer idle time and lifetime. */
    isRemembered: boolean("is_remembered").notNull().default(false),
    tokenHash: text("token_hash").notNull(),
    /** The token before the last rotation, accepted for a short grace so parallel requests don't fail. */
    previousTokenHash: text("previous_token_hash"),
    rotatedAt: ts("rotated_at").notNull().defaultNow(),
    createdAt: ts("created_at").notNull().defaultNow(),
    lastSeenAt: ts("last_seen_at").notNull().defaultNow(),
    expiresAt: ts("expires_at").notNull(),
  },
  (t) => [
    ...userKeys("sessions", t),
    uniqueIndex("sessions_token_uq").on(t.tokenHash),
    index("sessions_previous_token_idx").on(t.previousTokenHash),
    index("sessions_user_idx").on(t.userId),
    index("sessions_employee_idx").on(t.employeeId),
    index("sessions_ops_user_idx").on(t.opsUserId),
    index("sessions_station_user_idx").on(t.stationUserId),
    // Exactly one kind of user: a shop's, a company's, the platform's own or a station's.
    check(
      "sessions_one_realm_ck",
      sql`num_nonnulls(${t.userId}, ${t.employeeId}, ${t.opsUserId}, ${t.stationUserId}) = 1 and (${t.userId} is null) = (${t.shopId} is null) and (${t.employeeId} is null) = (${t.companyId} is null)`,
    ),
  ],
);

/** A password reset (or invitation) link of a shop user or of a fleet company's user. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id"),
    shopId: uuid("shop_id").references(() => shops.id, { onDelete: "cascade" }),
    employeeId: uuid("employee_id"),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    ...userKeys("password_reset_tokens", t),
    uniqueIndex("password_reset_tokens_hash_uq").on(t.tokenHash),
    index("password_reset_tokens_user_idx").on(t.userId),
    index("password_reset_tokens_employee_idx").on(t.employeeId),
    check(
      "password_reset_tokens_one_user_ck",
      sql`(${t.userId} is not null and ${t.shopId} is not null and ${t.employeeId} is null and ${t.companyId} is null) or (${t.userId} is null and ${t.shopId} is null and ${t.employeeId} is not null and ${t.companyId} is not null)`,
    ),
  ],
);

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    filePath: text("file_path"),
    createdAt: ts("created_at").notNull().defaultNow(),
    sentAt: ts("sent_at"),
  },
  (t) => [index("mail_outbox_recipient_idx").on(t.recipient, t.createdAt)],
);

/**
 * The keys that must be unique across every tenant and that are looked up before the tenant is
 * known (decision 0030): a shop user's or a fleet user's sign-in e-mail, a vehicle's QR token, a
 * company's merchant id, each naming its tenant and row. Written in the same transaction as the
 * row they name, so the tenant tables themselves carry no platform-wide unique index.
 */
export const tenantLookups = pgTable(
  "tenant_lookups",
  {
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    tenantId: uuid("tenant_id").notNull(),
    rowId: uuid("row_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.key] }),
    index("tenant_lookups_row_idx").on(t.tenantId, t.rowId),
    check("tenant_lookups_kind_ck", sql`${t.kind} in (${oneOf(LOOKUP_KINDS)})`),
  ],
);
