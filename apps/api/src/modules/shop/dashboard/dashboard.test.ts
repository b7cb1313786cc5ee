import { randomUUID } from "node:crypto";
import { addDays, invoiceEndpoints, shopDashboardEndpoints, todayIn } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { branches, shopDailySales } from "../../../db/schema/index.js";
import { backfillDailySales } from "./daily-sales.js";
import { useTestApp } from "../../../test/app.js";
import { expectDailySalesAsRebuilt } from "../../../test/daily-sales.js";
import { createInvoice, createSaleShop, type SaleShop } from "../../../test/factories/invoice.js";
import { bookJobCard, createBookableBranch, upcomingDate } from "../../../test/factories/job-card.js";
import { findPlaces } from "../../../test/factories/location.js";
import { addOrder, orderAt } from "../../../test/factories/order.js";
import { createBranch, createShop } from "../../../test/factories/shop.js";
import {
  invalidEnvelope,
  itRefusesWithoutPermission,
  itRefusesWithoutSession,
  notFoundEnvelope,
} from "../../../test/refusals.js";

/**
 * The shop dashboard (decision 0055): what an owner reads after selling, voiding, being paid and
 * taking orders. Sale shops keep Pakistan's clock; "today" is read on it as the server reads it.
 * After each test that sells, the daily rollup equals what the invoices, payments and orders make it.
 */
const t = useTestApp();
const { analytics } = shopDashboardEndpoints;
const today = () => todayIn("Asia/Karachi");
const thisMonth = () => `${today().slice(0, 8)}01`;

async function dashboardOf(token: string, query: Record<string, unknown> = {}) {
  const res = await t.api.call(analytics, { token, query });
  expect(res.status).toBe(200);
  return res.body.result;
}

const pay = (s: SaleShop, invoiceId: string, amount: number) =>
  t.api.call(invoiceEndpoints.recordPayment, { token: s.shop.token, params: { id: invoiceId }, body: { amount } });

describe("GET order/dashboard-analytics: refusals", () => {
  itRefusesWithoutSession(t, analytics);
  itRefusesWithoutPermission(t, analytics, { title: "answers 403 for a user without dashboard.view" });

  it("answers 400 naming to when it is before from or the period is longer than 367 days", async () => {
    const shop = await createShop(t);
    const before = await t.api.call(analytics, { token: shop.token, query: { from: "2026-03-10", to: "2026-03-09" } });
    expect(before.status).toBe(400);
    expect(before.body).toEqual(invalidEnvelope("to: must not be before the start date"));
    const long = await t.api.call(analytics, { token: shop.token, query: { from: "2024-01-01", to: "2025-01-02" } });
    expect(long.status).toBe(400);
    expect(long.body).toEqual(invalidEnvelope("to: must make a period of at most 367 days"));
    // A leap year's 1 January to the next 1 January is 367 days: the longest period answered.
    expect(
      (await t.api.call(analytics, { token: shop.token, query: { from: "2024-01-01", to: "2025-01-01" } })).status,
    ).toBe(200);
  });

  it("answers 404 for another shop's branch and for an unknown one", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const theirs = await createBranch(t, other.shopId);
    for (const branchId of [theirs.id, randomUUID()]) {
      const res = await t.api.call(analytics, { token: shop.token, query: { branch_id: branchId } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(notFoundEnvelope("Branch"));
    }
  });
});

describe("GET order/dashboard-analytics: figures", () => {
  it("shows an empty shop this month so far, every figure zero", async () => {
    const shop = await createShop(t);
    const d = await dashboardOf(shop.token);
    expect(d).toMatchObject({
      from: thisMonth(),
      to: today(),
      currency: "PKR",
      totalAppointments: 0,
      totalGrossSales: 0,
      totalOrders: 0,
      totalAmountPaid: 0,
      totalShopUsers: 0,
      totalClients: 0,
      cityWiseRevenue: [],
      cityWiseOrders: [],
      recentOrders: [],
      jobCardRevenue: 0,
      orderRevenue: 0,
      averageInvoice: 0,
      carCount: 0,
      unpaidBalance: 0,
      technicianHours: [],
      lowStockCount: 0,
    });
    expect(d.dailySales[0]).toEqual({ date: thisMonth(), job_cards: 0, orders: 0 });
    expect(d.dailySales.at(-1)?.date).toBe(today());
    expect(d.monthlyOrders).toHaveLength(12);
    expect(d.monthlyOrders.at(-1)).toEqual({ month: today().slice(0, 7), orders: 0, sales: 0 });
    expect(d.monthlyOrders.every((m) => m.orders === 0 && m.sales === 0)).toBe(true);
  });

  it("counts a job card's invoice as a car's sale, then what is paid on it and what is still owed", async () => {
    const s = await createSaleShop(t);
    const places = await findPlaces(t);
    await t.db.update(branches).set({ cityId: places.lahore }).where(eq(branches.id, s.branch.id));
    const { invoiceId } = await createInvoice(t, s);
    expect((await pay(s, invoiceId, 540)).status).toBe(200);
    const d = await dashboardOf(s.shop.token);
    expect(d).toMatchObject({
      totalGrossSales: 1540,
      jobCardRevenue: 1540,
      orderRevenue: 0,
      carCount: 1,
      averageInvoice: 1540,
      totalAmountPaid: 540,
      unpaidBalance: 1000,
      totalClients: 1,
      totalShopUsers: 1,
    });
    expect(d.dailySales.at(-1)).toEqual({ date: today(), job_cards: 1540, orders: 0 });
    expect(d.monthlyOrders.at(-1)).toEqual({ month: today().slice(0, 7), orders: 0, sales: 1540 });
    expect(d.cityWiseRevenue).toEqual([{ city: "Lahore", city_arabic: expect.any(String), revenue: 1540 }]);
    await expectDailySalesAsRebuilt(t, s.shop.shopId);
  });

  it("counts an order when it is placed, its sale when it is delivered, and its cash when it is paid", async () => {
    const s = await createSaleShop(t);
    const order = await addOrder(t, s);
    const placed = await dashboardOf(s.shop.token);
    expect(placed).toMatchObject({ totalOrders: 1, totalGrossSales: 0, orderRevenue: 0 });
    expect(placed.recentOrders.map((o) => o._id)).toEqual([order._id]);
    expect(placed.cityWiseOrders).toEqual([{ city: "", city_arabic: "", orders: 1 }]);
    await orderAt(t, s, order, "delivered");
    const delivered = await dashboardOf(s.shop.token);
    expect(delivered).toMatchObject({
      totalOrders: 1,
      totalGrossSales: order.total,
      orderRevenue: order.total,
      jobCardRevenue: 0,
      carCount: 0,
      averageInvoice: order.total,
      unpaidBalance: order.total,
    });
    expect(delivered.recentOrders[0]).toMatchObject({ _id: order._id, status: "delivered" });
    const invoiceId = delivered.recentOrders[0]?.invoice_id ?? "";
    expect((await pay(s, invoiceId, order.total)).status).toBe(200);
    const paid = await dashboardOf(s.shop.token);
    expect(paid).toMatchObject({ totalAmountPaid: order.total, unpaidBalance: 0 });
    expect(paid.recentOrders[0]).toMatchObject({ payment_status: "paid" });
    await expectDailySalesAsRebuilt(t, s.shop.shopId);
  });

  it("takes a voided invoice out of the sales and out of what is owed", async () => {
    const s = await createSaleShop(t);
    await createInvoice(t, s);
    const { invoiceId } = await createInvoice(t, s, 2);
    const voided = await t.api.call(invoiceEndpoints.void, {
      token: s.shop.token,
      params: { id: invoiceId },
      body: { reason: "Billed twice" },
    });
    expect(voided.status).toBe(200);
    const d = await dashboardOf(s.shop.token);
    expect(d).toMatchObject({ totalGrossSales: 1540, carCount: 1, averageInvoice: 1540, unpaidBalance: 1540 });
    await expectDailySalesAsRebuilt(t, s.shop.shopId);
  });

  it("keeps to the period asked and to the branch asked, and the balance owed whatever the period", async () => {
    const s = await createSaleShop(t);
    const second = await createBranch(t, s.shop.shopId);
    await createInvoice(t, s);
    await createInvoice(t, s, 0, { branchId: second.id });
    expect(await dashboardOf(s.shop.token)).toMatchObject({ totalGrossSales: 3080, carCount: 2 });
    const atSecond = await dashboardOf(s.shop.token, { branch_id: second.id });
    expect(atSecond).toMatchObject({ totalGrossSales: 1540, carCount: 1, unpaidBalance: 1540 });
    const past = await dashboardOf(s.shop.token, { from: "2020-01-01", to: "2020-01-31" });
    expect(past).toMatchObject({ from: "2020-01-01", to: "2020-01-31", totalGrossSales: 0, carCount: 0 });
    expect(past.unpaidBalance).toBe(3080);
    expect(past.dailySales).toHaveLength(31);
    expect(past.monthlyOrders.map((m) => m.month)).toEqual([
      "2019-02",
      "2019-03",
      "2019-04",
      "2019-05",
      "2019-06",
      "2019-07",
      "2019-08",
      "2019-09",
      "2019-10",
      "2019-11",
      "2019-12",
      "2020-01",
    ]);
    const yesterday = addDays(today(), -1);
    const untilYesterday = await dashboardOf(s.shop.token, { from: addDays(yesterday, -6), to: yesterday });
    expect(untilYesterday.totalGrossSales).toBe(0);
    await expectDailySalesAsRebuilt(t, s.shop.shopId);
  });

  it("never counts another shop's sales, orders or clients", async () => {
    const mine = await createSaleShop(t);
    const theirs = await createSaleShop(t);
    await createInvoice(t, theirs);
    await addOrder(t, theirs);
    const d = await dashboardOf(mine.shop.token);
    expect(d).toMatchObject({
      totalGrossSales: 0,
      totalOrders: 0,
      unpaidBalance: 0,
      totalClients: 1,
      recentOrders: [],
    });
  });

  it("counts the period's appointments and each technician's booked minutes against the week's schedule", async () => {
    const b = await createBookableBranch(t);
    await bookJobCard(t, b);
    // Ali and Bilal work Monday and Tuesday 09:00-17:00 less half an hour: 900 minutes a week.
    const monday = upcomingDate();
    const week = await dashboardOf(b.shop.token, { from: monday, to: addDays(monday, 6) });
    expect(week.totalAppointments).toBe(1);
    expect(week.technicianHours).toEqual([
      { _id: b.ali.id, name: "Ali Raza", booked_minutes: 60, scheduled_minutes: 900 },
      { _id: b.bilal.id, name: "Bilal Ahmed", booked_minutes: 0, scheduled_minutes: 900 },
    ]);
    expect(week.totalShopUsers).toBe(2);
    const otherBranch = await createBranch(t, b.shop.shopId);
    const elsewhere = await dashboardOf(b.shop.token, {
      from: monday,
      to: addDays(monday, 6),
      branch_id: otherBranch.id,
    });
    expect(elsewhere).toMatchObject({ totalAppointments: 0, technicianHours: [], totalShopUsers: 0 });
  });
});

describe("the daily sales back-fill", () => {
  it("fills the rollup of a shop that sold before it existed, and leaves a kept one alone", async () => {
    const s = await createSaleShop(t);
    await createInvoice(t, s, 2);
    const kept = await createSaleShop(t);
    await createInvoice(t, kept);
    await t.db.delete(shopDailySales).where(eq(shopDailySales.shopId, s.shop.shopId));
    const before = await t.db.select().from(shopDailySales).where(eq(shopDailySales.shopId, kept.shop.shopId));
    await backfillDailySales(t.db);
    const filled = await t.db.select().from(shopDailySales).where(eq(shopDailySales.shopId, s.shop.shopId));
    expect(filled.map((r) => [r.jobCardInvoices, Number(r.jobCardSalesMinor)])).toEqual([[1, 206_250]]);
    await expectDailySalesAsRebuilt(t, s.shop.shopId);
    expect(await t.db.select().from(shopDailySales).where(eq(shopDailySales.shopId, kept.shop.shopId))).toEqual(before);
  });
});
