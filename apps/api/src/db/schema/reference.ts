import { index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const countries = pgTable(
  "countries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    iso2: text("iso2").notNull(),
    name: text("name").notNull(),
    nameArabic: text("name_arabic"),
  },
  (t) => [uniqueIndex("countries_iso2_uq").on(t.iso2), index("countries_name_idx").on(t.name)],
);

export const states = pgTable(
  "states",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    countryId: uuid("country_id")
      .notNull()
      .references(() => countries.id),
    code: text("code").notNull(),
    name: text("name").notNull(),
    nameArabic: text("name_arabic"),
  },
  (t) => [
    uniqueIndex("states_country_code_uq").on(t.countryId, t.code),
    index("states_country_name_idx").on(t.countryId, t.name),
  ],
);

export const cities = pgTable(
  "cities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    stateId: uuid("state_id")
      .notNull()
      .references(() => states.id),
    name: text("name").notNull(),
    nameArabic: text("name_arabic"),
  },
  (t) => [index("cities_state_name_idx").on(t.stateId, t.name)],
);
