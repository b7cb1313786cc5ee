import { sql } from "drizzle-orm";
import { APPOINTMENT_STATUSES, JOB_CARD_STATUSES } from "@pitlane/domain/shop/front-desk-vocabulary";
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
import { packages, productVariants, services } from "./catalog.js";
import { clientVehicles, clients } from "./clients.js";
import { createdAt, money, oneOf, ts, updatedAt } from "./columns.js";
import { rowId, sameTenantRef, tenantKey } from "./tenant-keys.js";
import { branches, shopIdColumn, shopUsers } from "./shop.js";

/** A job card: a visit of a client's vehicle to a branch, from booking to invoice. */
export const jobCards = pgTable(
  "job_cards",
  {
    id: rowId(),
    shopId: shopIdColumn(),
    /** Per shop, from 1, shown as JC-000123. */
    number: integer("number").notNull(),
    clientId: uuid("client_id").notNull(),
    vehicleId: uuid("vehicle_id").notNull(),
    branchId: uuid("branch_id").notNull(),
    status: text("status").notNull().default("booked"),
    /** The selected date: the day of its appointments. */
    scheduledDate: date("scheduled_date", { mode: "string" }).notNull(),
    /** The vehicle's odometer at intake, in km. */
    odometer: integer("odometer"),
    /** The vehicle's reading before this one, which `odometer` was checked against (decision 0013). */
    previousOdometer: integer("previous_odometer"),
    showInspection: boolean("show_inspection").notNull().default(false),
    inspectionProviderId: uuid("inspection_provider_id"),
    notes: text("notes"),
    createdBy: uuid("created_by"),
    startedAt: ts("started_at"),
    completedAt: ts("completed_at"),
    cancelledAt: ts("cancelled_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey(t.shopId, t.id),
    sameTenantRef("job_cards", t.shopId, t.clientId, clients),
    sameTenantRef("job_cards", t.shopId, t.vehicleId, clientVehicles),
    sameTenantRef("job_cards", t.shopId, t.branchId, branches),
    sameTenantRef("job_cards", t.shopId, t.inspectionProviderId, shopUsers),
    sameTenantRef("job_cards", t.shopId, t.createdBy, shopUsers),
    check("job_cards_status_ck", sql`${t.status} in (${oneOf(JOB_CARD_STATUSES)})`),
    uniqueIndex("job_cards_shop_number_uq").on(t.shopId, t.number),
    index("job_cards_shop_date_idx").on(t.shopId, t.scheduledDate, t.number),
    index("job_cards_shop_status_date_idx").on(t.shopId, t.status, t.scheduledDate),
    index("job_cards_shop_branch_date_idx").on(t.shopId, t.branchId, t.scheduledDate),
    index("job_cards_client_idx").on(t.clientId, t.scheduledDate),
    index("job_cards_vehicle_idx").on(t.vehicleId, t.scheduledDate),
  ],
);

/** A package chosen on a job card, at its price when booked. */
export const jobCardPackages = pgTable(
  "job_card_packages",
  {
    jobCardId: uuid("job_card_id").notNull(),
    packageId: uuid("package_id").notNull(),
    shopId: shopIdColumn(),
    name: text("name").notNull(),
    priceMinor: money("price_minor"),
  },
  (t) => [
    tenantKey(t.shopId, t.jobCardId, t.packageId),
    sameTenantRef("job_card_packages", t.shopId, t.jobCardId, jobCards, true),
    sameTenantRef("job_card_packages", t.shopId, t.packageId, packages),
    index("job_card_packages_package_idx").on(t.packageId),
  ],
);

/**
 * A service and provider pair of a job card, priced when booked. A pair from a package is priced
 * by the package (its own price and discount are kept for the record, not charged).
 */
export const jobCardServices = pgTable(
  "job_card_services",
  {
    id: rowId(),
    jobCardId: uuid("job_card_id").notNull(),
    shopId: shopIdColumn(),
    serviceId: uuid("service_id").notNull(),
    providerId: uuid("provider_id").notNull(),
    packageId: uuid("package_id"),
    name: text("name").notNull(),
    priceMinor: money("price_minor"),
    discountType: smallint("discount_type"),
    discountValue: money("discount_value"),
    durationMinutes: integer("duration_minutes").notNull(),
    vatApplies: boolean("vat_applies").notNull().default(true),
  },
  (t) => [
    tenantKey(t.shopId, t.id),
    sameTenantRef("job_card_services", t.shopId, t.jobCardId, jobCards, true),
    sameTenantRef("job_card_services", t.shopId, t.serviceId, services),
    sameTenantRef("job_card_services", t.shopId, t.providerId, shopUsers),
    sameTenantRef("job_card_services", t.shopId, t.packageId, packages),
    uniqueIndex("job_card_services_pair_uq").on(t.shopId, t.jobCardId, t.serviceId, t.providerId),
    index("job_card_services_service_idx").on(t.serviceId),
    index("job_card_services_provider_idx").on(t.providerId),
  ],
);

/** A product (variant) of a job card, as many as `quantity`, priced when booked; from a package or on its own. */
export const jobCardProducts = pgTable(
  "job_card_products",
  {
    id: rowId(),
    jobCardId: uuid("job_card_id").notNull(),
    shopId: shopIdColumn(),
    variantId: uuid("variant_id").notNull(),
    packageId: uuid("package_id"),
    name: text("name").notNull(),
    quantity: integer("quantity").notNull(),
    priceMinor: money("price_minor"),
    discountType: smallint("discount_type"),
    discountValue: money("discount_value"),
  },
  (t) => [
    tenantKey(t.shopId, t.id),
    sameTenantRef("job_card_products", t.shopId, t.jobCardId, jobCards, true),
    sameTenantRef("job_card_products", t.shopId, t.variantId, productVariants),
    sameTenantRef("job_card_products", t.shopId, t.packageId, packages),
    index("job_card_products_job_card_idx").on(t.jobCardId),
    index("job_card_products_variant_idx").on(t.variantId),
    check("job_card_products_quantity_ck", sql`${t.quantity} > 0`),
  ],
);

/**
 * A booked slot: one service of a job card with one technician, on a date from a start to an end
 * minute of the shop's wall clock. No two live appointments of a technician overlap: bookings lock
 * the technician's row before they look (decision 0017).
 */
export const appointments = pgTable(
  "appointments",
  {
    id: rowId(),
    shopId: shopIdColumn(),
    jobCardId: uuid("job_card_id").notNull(),
    jobCardServiceId: uuid("job_card_service_id").notNull(),
    branchId: uuid("branch_id").notNull(),
    employeeId: uuid("employee_id").notNull(),
    serviceId: uuid("service_id").notNull(),
    appointmentDate: date("appointment_date", { mode: "string" }).notNull(),
    /** Minutes since midnight. */
    startMinute: smallint("start_minute").notNull(),
    endMinute: smallint("end_minute").notNull(),
    status: text("status").notNull().default("booked"),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey(t.shopId, t.id),
    sameTenantRef("appointments", t.shopId, t.jobCardId, jobCards, true),
    sameTenantRef("appointments", t.shopId, t.jobCardServiceId, jobCardServices, true),
    sameTenantRef("appointments", t.shopId, t.branchId, branches),
    sameTenantRef("appointments", t.shopId, t.employeeId, shopUsers),
    sameTenantRef("appointments", t.shopId, t.serviceId, services),
    check("appointments_status_ck", sql`${t.status} in (${oneOf(APPOINTMENT_STATUSES)})`),
    check(
      "appointments_span_ck",
      sql`${t.startMinute} >= 0 and ${t.endMinute} > ${t.startMinute} and ${t.endMinute} <= 1440`,
    ),
    index("appointments_employee_date_idx").on(t.employeeId, t.appointmentDate, t.startMinute),
    index("appointments_shop_date_idx").on(t.shopId, t.appointmentDate, t.startMinute),
    // The dashboard's appointments and technicians' booked minutes of a period, read from the index alone.
    index("appointments_shop_live_date_idx")
      .on(t.shopId, t.appointmentDate, t.branchId, t.employeeId, t.startMinute, t.endMinute)
      .where(sql`${t.status} <> 'cancelled'`),
    index("appointments_branch_date_idx").on(t.branchId, t.appointmentDate),
    index("appointments_job_card_idx").on(t.jobCardId),
    uniqueIndex("appointments_job_card_service_uq").on(t.shopId, t.jobCardServiceId),
  ],
);

export interface InspectionItemColumn {
  item: string;
  /** null while not checked. */
  ok: boolean | null;
  note: string | null;
}

/** The inspection of a job card: the checklists of its services, filled in, with notes and photos. */
export const jobCardInspections = pgTable(
  "job_card_inspections",
  {
    jobCardId: uuid("job_card_id").notNull(),
    shopId: shopIdColumn(),
    items: jsonb("items").$type<InspectionItemColumn[]>().notNull().default([]),
    notes: text("notes"),
    photoUploadIds: uuid("photo_upload_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    updatedBy: uuid("updated_by"),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey(t.shopId, t.jobCardId),
    sameTenantRef("job_card_inspections", t.shopId, t.jobCardId, jobCards, true),
    sameTenantRef("job_card_inspections", t.shopId, t.updatedBy, shopUsers),
  ],
);
