import { sql } from "drizzle-orm";
import { bigint, integer, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Column shapes the tables share. This file imports no table, so every schema file may import it
 * without a cycle; the shop id column lives beside `shops` in shop.ts.
 */
export const ts = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => ts("created_at").notNull().defaultNow();
export const updatedAt = () => ts("updated_at").notNull().defaultNow();
/** Money in minor units; bigint because a billion in major units does not fit an integer of minor ones. */
export const money = (name: string) => bigint(name, { mode: "number" }).notNull().default(0);
/** An amount in minor units that every row states itself: no default. */
export const moneyAmount = (name: string) => bigint(name, { mode: "number" }).notNull();
/** The SQL list of a check constraint's allowed values. */
export const oneOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/** What an uploaded image row holds beside its owner: a shop's (`uploads`) and a company's (`fleet_uploads`) alike. */
export const uploadColumns = () => ({
  mime: text("mime").notNull(),
  size: integer("size").notNull(),
  storageName: text("storage_name").notNull(),
  createdAt: createdAt(),
});
