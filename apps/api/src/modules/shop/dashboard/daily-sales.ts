import { todayIn } from "@pitlane/domain";
import { and, count, eq, exists, isNull, notExists, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client.js";
import { invoices, orders, payments, shopDailySales, shops } from "../../../db/schema/index.js";
import { tenantRow } from "../../../db/tenant-row.js";

/** What one sale, void, payment or order adds to its day's row; negative to take it back. */
export interface DailySalesDelta {
  jobCardInvoices?: number;
  jobCardSalesMinor?: number;
  orderInvoices?: number;
  orderSalesMinor?: number;
  paidMinor?: number;
  ordersPlaced?: number;
}

/** Where the delta lands: the shop, the branch, and the instant whose day on the shop's clock (`zone`) it counts on. */
export interface DailySalesAt {
  shopId: string;
  branchId: string;
  zone: string;
  /** Now unless given. */
  at?: Date;
}

type DailySalesRow = typeof shopDailySales.$inferInsert;

const ZERO = {
  jobCardInvoices: 0,
  jobCardSalesMinor: 0,
  orderInvoices: 0,
  orderSalesMinor: 0,
  paidMinor: 0,
  ordersPlaced: 0,
} satisfies Required<DailySalesDelta>;

/**
 * Adds the delta to the day's row in the caller's transaction (decision 0055), the day read on the
 * shop's wall clock: one statement, no read before it. Two sales of the same day and branch wait for
 * each other on that row, as they would on a counter.
 */
export async function addDailySales(tx: Db, where: DailySalesAt, delta: DailySalesDelta) {
  const d = { ...ZERO, ...delta };
  const t = shopDailySales;
  await tx
    .insert(t)
    .values({ shopId: where.shopId, branchId: where.branchId, day: todayIn(where.zone, where.at), ...d })
    .onConflictDoUpdate({
      target: [t.shopId, t.branchId, t.day],
      set: {
        jobCardInvoices: sql`${t.jobCardInvoices} + ${d.jobCardInvoices}`,
        jobCardSalesMinor: sql`${t.jobCardSalesMinor} + ${d.jobCardSalesMinor}`,
        orderInvoices: sql`${t.orderInvoices} + ${d.orderInvoices}`,
        orderSalesMinor: sql`${t.orderSalesMinor} + ${d.orderSalesMinor}`,
        paidMinor: sql`${t.paidMinor} + ${d.paidMinor}`,
        ordersPlaced: sql`${t.ordersPlaced} + ${d.ordersPlaced}`,
      },
    });
}

/** Invoices and their total on the side of their source: job cards or orders. */
const salesDelta = (isJobCard: boolean, invoiceCount: number, totalMinor: number): DailySalesDelta =>
  isJobCard
    ? { jobCardInvoices: invoiceCount, jobCardSalesMinor: totalMinor }
    : { orderInvoices: invoiceCount, orderSalesMinor: totalMinor };

/** An invoice's part of its day's sales: +1 and its total on its source's side (`sign` −1 takes it back). */
export function invoiceSalesDelta(invoice: { jobCardId: string | null; totalMinor: number }, sign: 1 | -1) {
  return salesDelta(invoice.jobCardId !== null, sign, sign * invoice.totalMinor);
}

/**
 * An instant's quarter hour (its first second, in epoch seconds). Every zone's offset today is a
 * whole number of quarter hours, so a quarter hour lies within one day on any shop's clock: the
 * database sums by quarter hour, and the wall clock puts each in its day.
 */
const quarterOf = (at: AnyPgColumn) =>
  sql<number>`extract(epoch from date_bin('15 minutes', ${at}, timestamptz '2000-01-01 00:00:00+00'))`.mapWith(Number);
const sumOf = (value: SQL | AnyPgColumn) => sql<number>`coalesce(sum(${value}), 0)`.mapWith(Number);

/**
 * The shop's rows as its invoices (unvoided), payments and orders make them, recomputed from those
 * rows with the days read on the shop's wall clock as `addDailySales` reads them: what the rollup
 * must equal. A year of a million sales comes back as some tens of thousands of quarter hours.
 */
export async function dailySalesFromSources(db: Db, shopId: string): Promise<DailySalesRow[]> {
  const [shop] = await db.select({ zone: shops.timeZone }).from(shops).where(eq(shops.id, shopId));
  if (!shop) return [];
  const isJobCard = sql<boolean>`${invoices.jobCardId} is not null`;
  const soldAt = quarterOf(invoices.issuedAt);
  const sold = await db
    .select({ branchId: invoices.branchId, at: soldAt, isJobCard, n: count(), totalMinor: sumOf(invoices.totalMinor) })
    .from(invoices)
    .where(and(eq(invoices.shopId, shopId), isNull(invoices.voidedAt)))
    .groupBy(invoices.branchId, soldAt, isJobCard);
  const paidAt = quarterOf(payments.paidAt);
  const paid = await db
    .select({ branchId: invoices.branchId, at: paidAt, paidMinor: sumOf(payments.amountMinor) })
    .from(payments)
    .innerJoin(invoices, tenantRow(invoices, payments.invoiceId, payments))
    .where(eq(payments.shopId, shopId))
    .groupBy(invoices.branchId, paidAt);
  const placedAt = quarterOf(orders.createdAt);
  const placed = await db
    .select({ branchId: orders.branchId, at: placedAt, n: count() })
    .from(orders)
    .where(eq(orders.shopId, shopId))
    .groupBy(orders.branchId, placedAt);
  const rows = new Map<string, DailySalesRow>();
  const add = (branchId: string, epochSeconds: number, delta: DailySalesDelta) => {
    const day = todayIn(shop.zone, new Date(epochSeconds * 1000));
    const key = `${branchId}|${day}`;
    const row = rows.get(key) ?? { shopId, branchId, day, ...ZERO };
    for (const [name, value] of Object.entries(delta) as [keyof DailySalesDelta, number][]) {
      row[name] = (row[name] ?? 0) + value;
    }
    rows.set(key, row);
  };
  for (const s of sold) add(s.branchId, s.at, salesDelta(s.isJobCard, s.n, s.totalMinor));
  for (const p of paid) add(p.branchId, p.at, { paidMinor: p.paidMinor });
  for (const o of placed) add(o.branchId, o.at, { ordersPlaced: o.n });
  return [...rows.values()];
}

/** Rows a statement inserts at most: far below PostgreSQL's limit of parameters. */
const BATCH = 500;

/**
 * Recomputes the shop's rollup from its source rows, in the caller's transaction: after writes that
 * bypass `addDailySales` (the demo seed's bulk invoices), or to repair it.
 */
export async function rebuildDailySales(tx: Db, shopId: string) {
  const rows = await dailySalesFromSources(tx, shopId);
  await tx.delete(shopDailySales).where(eq(shopDailySales.shopId, shopId));
  for (let i = 0; i < rows.length; i += BATCH) await tx.insert(shopDailySales).values(rows.slice(i, i + BATCH));
}

/**
 * Fills the rollup of every shop that sold, was paid or took orders before it existed (a database
 * made before decision 0055): run once after the migrations, it finds no such shop afterwards.
 */
export async function backfillDailySales(db: Db) {
  const sold = db
    .select({ one: sql`1` })
    .from(invoices)
    .where(eq(invoices.shopId, shops.id));
  const placed = db
    .select({ one: sql`1` })
    .from(orders)
    .where(eq(orders.shopId, shops.id));
  const kept = db
    .select({ one: sql`1` })
    .from(shopDailySales)
    .where(eq(shopDailySales.shopId, shops.id));
  const missing = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(or(exists(sold), exists(placed)), notExists(kept)));
  for (const shop of missing) await db.transaction((tx) => rebuildDailySales(tx, shop.id));
}
