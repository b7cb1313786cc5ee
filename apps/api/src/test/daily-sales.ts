import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { rowsOf } from "../db/raw-rows.js";
import { dailySalesFromSources } from "../modules/shop/dashboard/daily-sales.js";
import type { TestApp } from "./app.js";

type Row = Record<string, unknown>;
const byKey = (rows: Row[]) =>
  rows
    // node-postgres answers bigint sums as strings, PGlite as numbers: compare them as numbers.
    .map((r) =>
      Object.fromEntries(Object.entries(r).map(([k, v]) => [k, k === "branch_id" || k === "day" ? v : Number(v)])),
    )
    .sort((a, b) => `${String(a.branch_id)}${String(a.day)}`.localeCompare(`${String(b.branch_id)}${String(b.day)}`));

/**
 * The rollup invariant (decision 0055): the shop's daily sales rows, as the writes kept them, equal
 * what its invoices, payments and orders make them. A row a void brought back to zeros counts as none.
 */
export async function expectDailySalesAsRebuilt(t: TestApp, shopId: string) {
  const kept = await rowsOf<Row>(
    t.db,
    sql`
    select branch_id, day::text as day, job_card_invoices, job_card_sales_minor, order_invoices, order_sales_minor,
      paid_minor, orders_placed
    from shop_daily_sales
    where shop_id = ${shopId}::uuid
      and (job_card_invoices, job_card_sales_minor, order_invoices, order_sales_minor, paid_minor, orders_placed)
        <> (0, 0, 0, 0, 0, 0)`,
  );
  const rebuilt = await rowsOf<Row>(t.db, dailySalesFromSources(shopId));
  expect(byKey(kept)).toEqual(byKey(rebuilt));
}
