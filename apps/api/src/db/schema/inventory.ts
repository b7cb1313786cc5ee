import { sql, type SQL } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.js";
import { cities, countries, states } from "./reference.js";
import { shopIdColumn } from "./shop.js";
import { rowId, tenantKey } from "./tenant-keys.js";

/** A company the shop buys its stock from. */
export const suppliers = pgTable(
  "suppliers",
  {
    id: rowId(),
    shopId: shopIdColumn(),
    name: text("name").notNull(),
    contactPerson: text("contact_person"),
    /** E.164, as the shop's other phones. */
    phone: text("phone"),
    email: text("email"),
    address: text("address"),
    countryId: uuid("country_id").references(() => countries.id),
    stateId: uuid("state_id").references(() => states.id),
    cityId: uuid("city_id").references(() => cities.id),
    taxNumber: text("tax_number"),
    /** Days to pay after a delivery; null pays on delivery. */
    paymentTermsDays: integer("payment_terms_days"),
    notes: text("notes"),
    active: boolean("active").notNull().default(true),
    /**
     * What the list's search matches, under a trigram index: the name, the contact person, the
     * e-mail and the tax number lower-cased, and the phone's digits.
     */
    searchText: text("search_text").generatedAlwaysAs(
      (): SQL =>
        sql`lower(${suppliers.name} || ' ' || coalesce(${suppliers.contactPerson}, '') || ' ' || coalesce(${suppliers.email}, '') || ' ' || coalesce(${suppliers.taxNumber}, '')) || ' ' || regexp_replace(coalesce(${suppliers.phone}, ''), '[^0-9]', '', 'g')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey(t.shopId, t.id),
    uniqueIndex("suppliers_shop_name_uq").on(t.shopId, sql`lower(${t.name})`),
    index("suppliers_shop_name_idx").on(t.shopId, t.name),
    index("suppliers_shop_created_idx").on(t.shopId, t.createdAt),
    // Starts with the shop (btree_gin), so a search in one shop reads only its entries (decision 0027).
    index("suppliers_shop_search_trgm_idx").using("gin", t.shopId, sql`${t.searchText} gin_trgm_ops`),
  ],
);
