import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.js";

/** What one sale, void, payment or order adds to its day's row; negative to take it back. */
export interface DailySalesDelta {
  jobCardInvoices?: number;
  jobCardSalesMinor?: number;
  orderInvoices?: number;
  orderSalesMinor?: number;
  paidMinor?: number;
  ordersPlaced?: number;
}

/** Where the delta lands: the shop, the branch, and the instant whose day (on the shop's clock) it counts on. */
export interface DailySalesAt {
  shopId: string;
  branchId: string;
  /** Now (the transaction's start, as the rows' own defaults read it) unless given. */
  at?: Date;
}

/** An instant as the statement's parameter, or the transaction's now(). */
const instant = (at: Date | undefined): SQL => (at ? sql`${at.toISOString()}::timestamptz` : sql`now()`);

/**
 * Adds the delta to the day's row in the caller's transaction (decision 0055), the day read in SQL
 * on the shop's wall clock: one statement, no read before it. Two sales of the same day and branch
 * wait for each other on that row, as they would on a counter.
 */
export async function addDailySales(tx: Db, where: DailySalesAt, delta: DailySalesDelta) {
  const d = {
    jobCardInvoices: 0,
    jobCardSalesMinor: 0,
    orderInvoices: 0,
    orderSalesMinor: 0,
    paidMinor: 0,
    ordersPlaced: 0,
    ...delta,
  };
  await tx.execute(sql`
    insert into shop_daily_sales as r (shop_id, branch_id, day, job_card_invoices, job_card_sales_minor,
      order_invoices, order_sales_minor, paid_minor, orders_placed)
    select s.id, ${where.branchId}::uuid, (${instant(where.at)} at time zone s.time_zone)::date,
      ${d.jobCardInvoices}::int, ${d.jobCardSalesMinor}::bigint, ${d.orderInvoices}::int,
      ${d.orderSalesMinor}::bigint, ${d.paidMinor}::bigint, ${d.ordersPlaced}::int
    from shops s where s.id = ${where.shopId}::uuid
    on conflict (shop_id, branch_id, day) do update set
      job_card_invoices = r.job_card_invoices + excluded.job_card_invoices,
      job_card_sales_minor = r.job_card_sales_minor + excluded.job_card_sales_minor,
      order_invoices = r.order_invoices + excluded.order_invoices,
      order_sales_minor = r.order_sales_minor + excluded.order_sales_minor,
      paid_minor = r.paid_minor + excluded.paid_minor,
      orders_placed = r.orders_placed + excluded.orders_placed`);
}

/** An invoice's part of its day's sales: +1 and its total on its source's side (`sign` −1 takes it back). */
export function invoiceSalesDelta(invoice: { jobCardId: string | null; totalMinor: number }, sign: 1 | -1) {
  return invoice.jobCardId
    ? { jobCardInvoices: sign, jobCardSalesMinor: sign * invoice.totalMinor }
    : { orderInvoices: sign, orderSalesMinor: sign * invoice.totalMinor };
}

/**
 * The shop's rows as its invoices (unvoided), payments and orders make them, recomputed from those
 * rows: what the rollup must equal. Days on the shop's clock, as `addDailySales` reads them.
 */
export const dailySalesFromSources = (shopId: string) => sql`
  select x.branch_id, x.day::text as day,
    sum(x.job_card_invoices)::int as job_card_invoices, sum(x.job_card_sales_minor)::bigint as job_card_sales_minor,
    sum(x.order_invoices)::int as order_invoices, sum(x.order_sales_minor)::bigint as order_sales_minor,
    sum(x.paid_minor)::bigint as paid_minor, sum(x.orders_placed)::int as orders_placed
  from shops s cross join lateral (
    select i.branch_id, (i.issued_at at time zone s.time_zone)::date as day,
      (i.job_card_id is not null)::int as job_card_invoices,
      case when i.job_card_id is not null then i.total_minor else 0 end as job_card_sales_minor,
      (i.order_id is not null)::int as order_invoices,
      case when i.order_id is not null then i.total_minor else 0 end as order_sales_minor,
      0::bigint as paid_minor, 0 as orders_placed
    from invoices i where i.shop_id = s.id and i.voided_at is null
    union all
    select i.branch_id, (p.paid_at at time zone s.time_zone)::date, 0, 0, 0, 0, p.amount_minor, 0
    from payments p join invoices i on i.shop_id = p.shop_id and i.id = p.invoice_id
    where p.shop_id = s.id
    union all
    select o.branch_id, (o.created_at at time zone s.time_zone)::date, 0, 0, 0, 0, 0, 1
    from orders o where o.shop_id = s.id
  ) x
  where s.id = ${shopId}::uuid
  group by x.branch_id, x.day`;

/**
 * Recomputes the shop's rollup from its source rows, in the caller's transaction: after writes that
 * bypass `addDailySales` (the demo seed's bulk invoices), or to repair it.
 */
export async function rebuildDailySales(tx: Db, shopId: string) {
  await tx.execute(sql`delete from shop_daily_sales where shop_id = ${shopId}::uuid`);
  await tx.execute(sql`
    insert into shop_daily_sales (branch_id, day, job_card_invoices, job_card_sales_minor, order_invoices,
      order_sales_minor, paid_minor, orders_placed, shop_id)
    select r.branch_id, r.day::date, r.job_card_invoices, r.job_card_sales_minor, r.order_invoices,
      r.order_sales_minor, r.paid_minor, r.orders_placed, ${shopId}::uuid
    from (${dailySalesFromSources(shopId)}) r`);
}
