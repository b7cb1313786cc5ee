import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ts } from "./columns.js";
import { companies, employees } from "./fleet.js";
import { shopUsers, shops } from "./shop.js";

/**
 * A signed-in session of a shop user (`userId`, `shopId`) or of a fleet company's user (`employeeId`,
 * `companyId`): one table and one store for both back offices, each id a foreign key that cascades.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => shopUsers.id, { onDelete: "cascade" }),
    shopId: uuid("shop_id").references(() => shops.id, { onDelete: "cascade" }),
    employeeId: uuid("employee_id").references(() => employees.id, { onDelete: "cascade" }),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
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
    uniqueIndex("sessions_token_uq").on(t.tokenHash),
    index("sessions_previous_token_idx").on(t.previousTokenHash),
    index("sessions_user_idx").on(t.userId),
    index("sessions_employee_idx").on(t.employeeId),
    check(
      "sessions_one_realm_ck",
      sql`(${t.userId} is not null and ${t.shopId} is not null and ${t.employeeId} is null and ${t.companyId} is null) or (${t.userId} is null and ${t.shopId} is null and ${t.employeeId} is not null and ${t.companyId} is not null)`,
    ),
  ],
);

/** A password reset (or invitation) link of a shop user or of a fleet company's user. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => shopUsers.id, { onDelete: "cascade" }),
    employeeId: uuid("employee_id").references(() => employees.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("password_reset_tokens_hash_uq").on(t.tokenHash),
    index("password_reset_tokens_user_idx").on(t.userId),
    index("password_reset_tokens_employee_idx").on(t.employeeId),
    check("password_reset_tokens_one_user_ck", sql`(${t.userId} is null) <> (${t.employeeId} is null)`),
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
