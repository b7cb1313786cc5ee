import { sql, type SQL } from "drizzle-orm";
import { STOCK_ORDER_STATUSES } from "@pitlane/domain/shop/front-desk-vocabulary";
import { boolean, check, date, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { productVariants } from "./catalog.js";
import { createdAt, money, oneOf, ts, updatedAt } from "./columns.js";
import { cities, countries, states } from "./reference.js";
import { branches, shopIdColumn, shopUsers } from "./shop.js";
import { rowId, sameTenantRef, tenantKey } from "./tenant-keys.js";

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
    /** Deleted while stock orders name it: gone from lists and pickers, kept for its orders. */
    archivedAt: ts("archived_at"),
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
    // An archived supplier's name is free for a new one.
    uniqueIndex("suppliers_shop_name_uq")
      .on(t.shopId, sql`lower(${t.name})`)
      .where(sql`${t.archivedAt} is null`),
    index("suppliers_shop_name_idx").on(t.shopId, t.name),
    index("suppliers_shop_created_idx").on(t.shopId, t.createdAt),
    // Starts with the shop (btree_gin), so a search in one shop reads only its entries (decision 0027).
    index("suppliers_shop_search_trgm_idx").using("gin", t.shopId, sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** A purchase order to a supplier for a branch (decision 0052). */
export const stockOrders = pgTable(
  "stock_orders",
  {
    id: rowId(),
    shopId: shopIdColumn(),
    /** Per shop, from 1, shown as PO-000012. */
    number: integer("number").notNull(),
    supplierId: uuid("supplier_id").notNull(),
    branchId: uuid("branch_id").notNull(),
    status: text("status").notNull().default("draft"),
    expectedOn: date("expected_on", { mode: "string" }),
    notes: text("notes"),
    /** The lines' sums, kept with them in the same transaction so lists read no lines. */
    totalMinor: money("total_minor"),
    receivedValueMinor: money("received_value_minor"),
    paidMinor: money("paid_minor"),
    orderedAt: ts("ordered_at"),
    receivedAt: ts("received_at"),
    cancelledAt: ts("cancelled_at"),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey(t.shopId, t.id),
    sameTenantRef("stock_orders", t.shopId, t.supplierId, suppliers),
    sameTenantRef("stock_orders", t.shopId, t.branchId, branches),
    sameTenantRef("stock_orders", t.shopId, t.createdBy, shopUsers),
    check("stock_orders_status_ck", sql`${t.status} in (${oneOf(STOCK_ORDER_STATUSES)})`),
    check("stock_orders_paid_ck", sql`${t.paidMinor} >= 0 and ${t.paidMinor} <= ${t.receivedValueMinor}`),
    uniqueIndex("stock_orders_shop_number_uq").on(t.shopId, t.number),
    index("stock_orders_shop_created_idx").on(t.shopId, t.createdAt),
    index("stock_orders_shop_status_created_idx").on(t.shopId, t.status, t.createdAt),
    index("stock_orders_shop_supplier_created_idx").on(t.shopId, t.supplierId, t.createdAt),
    index("stock_orders_shop_branch_created_idx").on(t.shopId, t.branchId, t.createdAt),
  ],
);

/** A variant on a stock order: what was ordered at what cost, and how much has come in. */
export const stockOrderLines = pgTable(
  "stock_order_lines",
  {
    id: rowId(),
    shopId: shopIdColumn(),
    stockOrderId: uuid("stock_order_id").notNull(),
    position: smallint("position").notNull(),
    variantId: uuid("variant_id").notNull(),
    /** The product and variant's names and SKU when the line was written. */
    name: text("name").notNull(),
    sku: text("sku"),
    quantity: integer("quantity").notNull(),
    unitCostMinor: money("unit_cost_minor"),
    receivedQuantity: integer("received_quantity").notNull().default(0),
  },
  (t) => [
    tenantKey(t.shopId, t.id),
    sameTenantRef("stock_order_lines", t.shopId, t.stockOrderId, stockOrders, true),
    sameTenantRef("stock_order_lines", t.shopId, t.variantId, productVariants),
    check("stock_order_lines_quantity_ck", sql`${t.quantity} > 0 and ${t.receivedQuantity} >= 0`),
    uniqueIndex("stock_order_lines_variant_uq").on(t.shopId, t.stockOrderId, t.variantId),
    index("stock_order_lines_variant_idx").on(t.shopId, t.variantId),
  ],
);
