import { DEFAULT_VAT_RATE } from "@pitlane/domain";
import { sql } from "drizzle-orm";
import type { WeeklySchedule } from "@pitlane/domain";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, money, updatedAt, uploadColumns } from "./columns.js";
import { cities, countries, states } from "./reference.js";
import { rowId, sameTenantRef, tenantKey } from "./tenant-keys.js";

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
    /** The seller's VAT registration number, printed on invoices and in the Saudi e-invoice QR code. */
    vatNumber: text("vat_number"),
    /**
     * IANA zone of the shop's wall clock: appointments are booked in it, "today" is read in it and
     * every time is shown in it. Set from the country at sign-up and changed in the store settings.
     */
    timeZone: text("time_zone").notNull().default("Asia/Karachi"),
    /** The appointment slot granularity, 5 to 45 minutes in 5-minute steps (spec 000 section 9). */
    slotIntervalMinutes: smallint("slot_interval_minutes").notNull().default(15),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("shops_currency_ck", sql`${t.currency} in ('PKR', 'SAR')`),
    check(
      "shops_slot_interval_ck",
      sql`${t.slotIntervalMinutes} between 5 and 45 and ${t.slotIntervalMinutes} % 5 = 0`,
    ),
  ],
);

/** The owning shop; its rows go with it. */
export const shopIdColumn = () =>
  uuid("shop_id")
    .notNull()
    .references(() => shops.id, { onDelete: "cascade" });

/** A role of a shop: the permission actions it grants its members while active (spec 000 section 6). */
export const roles = pgTable(
  "roles",
  {
    id: rowId(),
    shopId: shopIdColumn(),
    name: text("name").notNull(),
    permissions: text("permissions")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey(t.shopId, t.id),
    uniqueIndex("roles_shop_name_uq").on(t.shopId, sql`lower(${t.name})`),
    index("roles_shop_created_idx").on(t.shopId, t.createdAt),
  ],
);

export interface TeamAddressColumn {
  label: string | null;
  address: string;
  country_id: string | null;
  state_id: string | null;
  city_id: string | null;
}

/**
 * Everyone who works for a shop: the owner (who signs up) and the team members (who sign in only
 * when allowed, with a role). The team columns are null for the owner, who is not listed as a member.
 */
export const shopUsers = pgTable(
  "shop_users",
  {
    id: rowId(),
    shopId: shopIdColumn(),
    /** name_eng of a team member. */
    name: text("name").notNull(),
    nameArabic: text("name_arabic"),
    /** Needed to sign in; a member who never signs in may have none. Unique platform-wide through `tenant_lookups`. */
    email: text("email"),
    phone: text("phone"),
    passwordHash: text("password_hash"),
    isOwner: boolean("is_owner").notNull().default(false),
    active: boolean("active").notNull().default(true),
    canSignIn: boolean("can_sign_in").notNull().default(false),
    roleId: uuid("role_id"),
    imageUploadId: uuid("image_upload_id"),
    gender: text("gender"),
    dateOfBirth: date("date_of_birth", { mode: "string" }),
    jobTitle: text("job_title"),
    weeklySchedule: jsonb("weekly_schedule").$type<WeeklySchedule>(),
    addresses: jsonb("addresses").$type<TeamAddressColumn[]>().notNull().default([]),
    commissionType: smallint("commission_type"),
    /** Minor units for a fixed commission, basis points for a percentage. */
    commissionValue: money("commission_value"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey(t.shopId, t.id),
    sameTenantRef("shop_users", t.shopId, t.roleId, roles),
    index("shop_users_shop_created_idx").on(t.shopId, t.createdAt),
    index("shop_users_shop_name_idx").on(t.shopId, t.name),
    index("shop_users_role_idx").on(t.roleId),
  ],
);

export const branches = pgTable(
  "branches",
  {
    id: rowId(),
    shopId: shopIdColumn(),
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
    tenantKey(t.shopId, t.id),
    index("branches_shop_created_idx").on(t.shopId, t.createdAt),
    index("branches_shop_name_idx").on(t.shopId, t.branchNameEnglish),
    // A branch is picked by its name in either language, so neither may repeat within the shop.
    uniqueIndex("branches_shop_name_english_uq").on(t.shopId, sql`lower(${t.branchNameEnglish})`),
    uniqueIndex("branches_shop_name_arabic_uq").on(t.shopId, sql`lower(${t.branchNameArabic})`),
  ],
);

/** An uploaded image of a shop, served only to it (a company's images are `fleet_uploads`). */
export const uploads = pgTable(
  "uploads",
  {
    id: rowId(),
    shopId: shopIdColumn(),
    ...uploadColumns(),
  },
  (t) => [tenantKey(t.shopId, t.id)],
);
