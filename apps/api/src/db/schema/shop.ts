import { DEFAULT_VAT_RATE } from "@pitlane/domain";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { cities, countries, states } from "./reference.js";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const shops = pgTable(
  "shops",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shopName: text("shop_name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    address: text("address"),
    countryId: uuid("country_id").references(() => countries.id),
    stateId: uuid("state_id").references(() => states.id),
    cityId: uuid("city_id").references(() => cities.id),
    currency: text("currency").notNull(),
    /** VAT in basis points (10 % = 1000) so two-decimal rates stay exact. */
    vatRateBp: integer("vat_rate_bp")
      .notNull()
      .default(DEFAULT_VAT_RATE * 100),
    logoUploadId: uuid("logo_upload_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("shops_currency_ck", sql`${t.currency} in ('PKR', 'SAR')`)],
);

export const shopUsers = pgTable(
  "shop_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shopId: uuid("shop_id")
      .notNull()
      .references(() => shops.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    passwordHash: text("password_hash"),
    isOwner: boolean("is_owner").notNull().default(false),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("shop_users_email_uq").on(t.email), index("shop_users_shop_idx").on(t.shopId)],
);

export const branches = pgTable(
  "branches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shopId: uuid("shop_id")
      .notNull()
      .references(() => shops.id, { onDelete: "cascade" }),
    branchNameEnglish: text("branch_name_english").notNull(),
    branchNameArabic: text("branch_name_arabic").notNull(),
    address: text("address"),
    countryId: uuid("country_id").references(() => countries.id),
    stateId: uuid("state_id").references(() => states.id),
    cityId: uuid("city_id").references(() => cities.id),
    phone: text("phone").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("branches_shop_created_idx").on(t.shopId, t.createdAt),
    index("branches_shop_name_idx").on(t.shopId, t.branchNameEnglish),
  ],
);

export const uploads = pgTable(
  "uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shopId: uuid("shop_id")
      .notNull()
      .references(() => shops.id, { onDelete: "cascade" }),
    mime: text("mime").notNull(),
    size: integer("size").notNull(),
    storageName: text("storage_name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("uploads_shop_idx").on(t.shopId)],
);
