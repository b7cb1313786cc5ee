import { sql, type SQL } from "drizzle-orm";
import { index, integer, pgTable, smallint, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, ts, updatedAt } from "./columns.js";
import { rowId, sameTenantRef, tenantKey } from "./tenant-keys.js";
import { shopIdColumn } from "./shop.js";
import { vehicleMakes, vehicleModels, vehicleTypes } from "./vehicle-reference.js";

/**
 * A client of the shop. One with job cards or invoices is archived, never erased, so its financial
 * history stays; archived clients leave the lists and free their identity number.
 */
export const clients = pgTable(
  "clients",
  {
    id: rowId(),
    shopId: shopIdColumn(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email"),
    /** Digits only (dashes stripped): 13 for Pakistan, 10 starting 1 or 2 for Saudi Arabia. */
    identityNumber: text("identity_number"),
    gender: text("gender"),
    address: text("address"),
    notes: text("notes"),
    archivedAt: ts("archived_at"),
    /**
     * What the list's search matches, under a trigram index: the name lower-cased, the phone's digits
     * (a phone typed with spaces or dashes is found by its digits) and the identity number's digits.
     */
    searchText: text("search_text").generatedAlwaysAs(
      (): SQL =>
        sql`lower(${clients.name}) || ' ' || regexp_replace(${clients.phone}, '[^0-9]', '', 'g') || ' ' || coalesce(${clients.identityNumber}, '')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey(t.shopId, t.id),
    uniqueIndex("clients_shop_identity_uq")
      .on(t.shopId, t.identityNumber)
      .where(sql`${t.identityNumber} is not null and ${t.archivedAt} is null`),
    index("clients_shop_created_idx").on(t.shopId, t.createdAt),
    index("clients_shop_name_idx").on(t.shopId, t.name),
    // Trigram indexes that start with the shop (btree_gin), so a search in one shop reads only its
    // entries: the client list's search, and the job cards' search by client name (decision 0027).
    index("clients_shop_search_trgm_idx").using("gin", t.shopId, sql`${t.searchText} gin_trgm_ops`),
    index("clients_shop_name_trgm_idx").using("gin", t.shopId, sql`${t.name} gin_trgm_ops`),
  ],
);

/** A client's vehicle; archived like its client once a job card names it. */
export const clientVehicles = pgTable(
  "client_vehicles",
  {
    id: rowId(),
    shopId: shopIdColumn(),
    clientId: uuid("client_id").notNull(),
    vehicleTypeId: uuid("vehicle_type_id")
      .notNull()
      .references(() => vehicleTypes.id),
    makeId: uuid("make_id")
      .notNull()
      .references(() => vehicleMakes.id),
    modelId: uuid("model_id")
      .notNull()
      .references(() => vehicleModels.id),
    plate: text("plate").notNull(),
    year: smallint("year"),
    colour: text("colour"),
    vin: text("vin"),
    /** The latest reading in km: given by hand, or raised by a job card's intake reading. */
    odometer: integer("odometer"),
    archivedAt: ts("archived_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey(t.shopId, t.id),
    sameTenantRef("client_vehicles", t.shopId, t.clientId, clients, true),
    index("client_vehicles_client_idx").on(t.clientId, t.createdAt),
    uniqueIndex("client_vehicles_shop_plate_uq")
      .on(t.shopId, sql`lower(${t.plate})`)
      .where(sql`${t.archivedAt} is null`),
    uniqueIndex("client_vehicles_shop_vin_uq")
      .on(t.shopId, sql`lower(${t.vin})`)
      .where(sql`${t.vin} is not null and ${t.archivedAt} is null`),
    // The job cards' search by plate, within the shop (btree_gin, decision 0027).
    index("client_vehicles_shop_plate_trgm_idx").using("gin", t.shopId, sql`${t.plate} gin_trgm_ops`),
  ],
);
