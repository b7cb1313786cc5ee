import { index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** Vehicle types, makes and models shared by both back offices, loaded from the dataset shipped with the project. */
export const vehicleTypes = pgTable(
  "vehicle_types",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    nameArabic: text("name_arabic").notNull(),
  },
  (t) => [uniqueIndex("vehicle_types_code_uq").on(t.code)],
);

export const vehicleMakes = pgTable(
  "vehicle_makes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    typeId: uuid("type_id")
      .notNull()
      .references(() => vehicleTypes.id),
    name: text("name").notNull(),
  },
  (t) => [uniqueIndex("vehicle_makes_type_name_uq").on(t.typeId, t.name)],
);

export const vehicleModels = pgTable(
  "vehicle_models",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    makeId: uuid("make_id")
      .notNull()
      .references(() => vehicleMakes.id),
    name: text("name").notNull(),
  },
  (t) => [
    uniqueIndex("vehicle_models_make_name_uq").on(t.makeId, t.name),
    index("vehicle_models_make_idx").on(t.makeId),
  ],
);
