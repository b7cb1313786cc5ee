import { and, eq, ne, or } from "drizzle-orm";
import { expect } from "vitest";
import { shopDailySales } from "../db/schema/index.js";
import { dailySalesFromSources } from "../modules/shop/dashboard/daily-sales.js";
import type { TestApp } from "./app.js";

const t = shopDailySales;
type Row = Record<string, unknown>;

/** Rows by branch and day, every count a number (node-postgres and PGlite answer bigints alike through drizzle). */
const byKey = (rows: Row[]) =>
  rows
    .map((r) => ({
      branchId: r.branchId,
      day: r.day,
      jobCardInvoices: Number(r.jobCardInvoices ?? 0),
      jobCardSalesMinor: Number(r.jobCardSalesMinor ?? 0),
      orderInvoices: Number(r.orderInvoices ?? 0),
      orderSalesMinor: Number(r.orderSalesMinor ?? 0),
      paidMinor: Number(r.paidMinor ?? 0),
      ordersPlaced: Number(r.ordersPlaced ?? 0),
    }))
    .sort((a, b) => `${String(a.branchId)}${String(a.day)}`.localeCompare(`${String(b.branchId)}${String(b.day)}`));

/**
 * The rollup invariant (decision 0055): the shop's daily sales rows, as the writes kept them, equal
 * what its invoices, payments and orders make them. A row a void brought back to zeros counts as none.
 */
export async function expectDailySalesAsRebuilt(tt: TestApp, shopId: string) {
  const kept = await tt.db
    .select()
    .from(t)
    .where(
      and(
        eq(t.shopId, shopId),
        or(
          ne(t.jobCardInvoices, 0),
          ne(t.jobCardSalesMinor, 0),
          ne(t.orderInvoices, 0),
          ne(t.orderSalesMinor, 0),
          ne(t.paidMinor, 0),
          ne(t.ordersPlaced, 0),
        ),
      ),
    );
  const rebuilt = await dailySalesFromSources(tt.db, shopId);
  expect(byKey(kept)).toEqual(byKey(rebuilt));
}
