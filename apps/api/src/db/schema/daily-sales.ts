import { date, index, integer, pgTable, uuid } from "drizzle-orm/pg-core";
import { money } from "./columns.js";
import { branches, shopIdColumn } from "./shop.js";
import { sameTenantRef, tenantKey } from "./tenant-keys.js";

/**
 * A branch's sales, cash and orders of one day of the shop's wall clock (decision 0055): changed by
 * the same transaction as the invoice, void, payment or order it counts, so the dashboard sums a
 * few hundred rows instead of a year's invoices. `rebuildDailySales` recomputes it from the source
 * rows, and the tests hold the two equal.
 */
export const shopDailySales = pgTable(
  "shop_daily_sales",
  {
    shopId: shopIdColumn(),
    branchId: uuid("branch_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    /** Unvoided invoices issued that day, and their totals, by what they bill. */
    jobCardInvoices: integer("job_card_invoices").notNull().default(0),
    jobCardSalesMinor: money("job_card_sales_minor"),
    orderInvoices: integer("order_invoices").notNull().default(0),
    orderSalesMinor: money("order_sales_minor"),
    /** Cash received that day, on invoices of any day. */
    paidMinor: money("paid_minor"),
    /** Customer orders placed that day, cancelled ones too. */
    ordersPlaced: integer("orders_placed").notNull().default(0),
  },
  (t) => [
    tenantKey(t.shopId, t.branchId, t.day),
    sameTenantRef("shop_daily_sales", t.shopId, t.branchId, branches),
    // The whole shop's days of a period; one branch's are read by the key.
    index("shop_daily_sales_shop_day_idx").on(t.shopId, t.day),
  ],
);
