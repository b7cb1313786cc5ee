import { FUEL_TYPES, type FuelType } from "@pitlane/domain/fleet/vocabulary";
import { sql } from "drizzle-orm";
import { bigint, boolean, check, doublePrecision, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, oneOf, ts, updatedAt } from "./columns.js";
import { cities, countries, states } from "./reference.js";

export const STATION_STATUSES = ["active", "inactive"] as const;
export type StationStatus = (typeof STATION_STATUSES)[number];

/**
 * A partner station where a company's drivers buy fuel: the platform's, of no tenant (every company
 * buys at every station). What it sells is `fuel_types`; what it charges is `fuel_prices`.
 */
export const stations = pgTable(
  "stations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    brand: text("brand").notNull(),
    address: text("address").notNull(),
    countryId: uuid("country_id")
      .notNull()
      .references(() => countries.id),
    stateId: uuid("state_id")
      .notNull()
      .references(() => states.id),
    cityId: uuid("city_id")
      .notNull()
      .references(() => cities.id),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    fuelTypes: text("fuel_types").array().$type<FuelType[]>().notNull(),
    status: text("status").$type<StationStatus>().notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("stations_name_uq").on(t.countryId, sql`lower(${t.name})`),
    index("stations_city_idx").on(t.cityId),
    index("stations_created_idx").on(t.createdAt),
    check("stations_status_ck", sql`${t.status} in (${oneOf(STATION_STATUSES)})`),
    check("stations_latitude_ck", sql`${t.latitude} between -90 and 90`),
    check("stations_longitude_ck", sql`${t.longitude} between -180 and 180`),
    check("stations_fuel_types_ck", sql`${t.fuelTypes} <@ array[${oneOf(FUEL_TYPES)}]::text[]`),
  ],
);

/**
 * A station's point of sale: its own system, or the counter tablet. It calls the station API with
 * its key, kept only as a SHA-256 hash (the key is random and long, so a plain hash is enough); the
 * key is shown once when made. Revoked, never deleted: purchases name the terminal.
 */
export const stationTerminals = pgTable(
  "station_terminals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    stationId: uuid("station_id")
      .notNull()
      .references(() => stations.id),
    name: text("name").notNull(),
    keyHash: text("key_hash").notNull(),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
    revokedAt: ts("revoked_at"),
  },
  (t) => [
    uniqueIndex("station_terminals_key_uq").on(t.keyHash),
    index("station_terminals_station_idx").on(t.stationId, t.createdAt),
  ],
);

/**
 * The price of a litre of a fuel, from a moment on: a country's (station null), or one station's own
 * that overrides it. History is kept; the price in force is the latest row not after the moment.
 * `price` is in hundredths of the currency's minor unit per litre (MONEY.md: quantities need more
 * precision than money), e.g. 272.89 PKR/L = 2,728,900.
 */
export const fuelPrices = pgTable(
  "fuel_prices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    countryId: uuid("country_id")
      .notNull()
      .references(() => countries.id),
    stationId: uuid("station_id").references(() => stations.id),
    fuelType: text("fuel_type").$type<FuelType>().notNull(),
    currency: text("currency").notNull(),
    price: bigint("price", { mode: "number" }).notNull(),
    effectiveAt: ts("effective_at").notNull(),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("fuel_prices_country_uq")
      .on(t.countryId, t.fuelType, t.effectiveAt)
      .where(sql`${t.stationId} is null`),
    uniqueIndex("fuel_prices_station_uq")
      .on(t.stationId, t.fuelType, t.effectiveAt)
      .where(sql`${t.stationId} is not null`),
    check("fuel_prices_fuel_type_ck", sql`${t.fuelType} in (${oneOf(FUEL_TYPES)})`),
    check("fuel_prices_currency_ck", sql`${t.currency} in ('PKR', 'SAR')`),
    check("fuel_prices_price_ck", sql`${t.price} > 0`),
  ],
);

/**
 * A station's attendant, who signs in on the terminal page (`/station`) with an e-mail and password:
 * the fourth kind of user, belonging to a station. Switched off, never deleted: purchases name them.
 */
export const stationUsers = pgTable(
  "station_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    stationId: uuid("station_id")
      .notNull()
      .references(() => stations.id),
    name: text("name").notNull(),
    /** Stored lower-cased; unique across every station. */
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("station_users_email_uq").on(t.email), index("station_users_station_idx").on(t.stationId)],
);
