import {
  addDays,
  defaultSchedule,
  nextMonth,
  scheduledMinutes,
  toMajor,
  type OrderSummaryDto,
  type ShopDashboardDto,
} from "@pitlane/domain";
import type {
  DashboardBookedRow,
  DashboardCityRow,
  DashboardDayRow,
  DashboardMemberRow,
  DashboardMonthRow,
} from "./repo.js";

/** What the service read for the dashboard, each part as its query answered it. */
export interface DashboardReads {
  from: string;
  to: string;
  /** The first of the twelve months the monthly chart shows ("2025-12-01"). */
  firstMonth: string;
  currency: string;
  days: DashboardDayRow[];
  months: DashboardMonthRow[];
  cities: DashboardCityRow[];
  unpaidMinor: number;
  appointments: number;
  booked: DashboardBookedRow[];
  /** The active team members of the scope (the owner left out), who are expected at work. */
  members: DashboardMemberRow[];
  clientCount: number;
  recentOrders: OrderSummaryDto[];
  lowStockCount: number;
}

const total = <T>(rows: T[], of: (row: T) => number) => rows.reduce((sum, row) => sum + of(row), 0);

/** Every day of the period, a day without a row selling nothing. */
function dailySalesOf(from: string, to: string, rows: DashboardDayRow[]): ShopDashboardDto["dailySales"] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days: ShopDashboardDto["dailySales"] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const row = byDay.get(date);
    days.push({ date, job_cards: toMajor(row?.jobCardSalesMinor ?? 0), orders: toMajor(row?.orderSalesMinor ?? 0) });
  }
  return days;
}

function monthlyOf(firstMonth: string, rows: DashboardMonthRow[]): ShopDashboardDto["monthlyOrders"] {
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  const months: ShopDashboardDto["monthlyOrders"] = [];
  for (let month = firstMonth; months.length < 12; month = nextMonth(month)) {
    const key = month.slice(0, 7);
    const row = byMonth.get(key);
    months.push({ month: key, orders: row?.ordersPlaced ?? 0, sales: toMajor(row?.salesMinor ?? 0) });
  }
  return months;
}

/**
 * Each technician with booked minutes in the period or a schedule that gives some, booked against
 * scheduled, most booked first.
 */
function technicianHoursOf(reads: DashboardReads): ShopDashboardDto["technicianHours"] {
  const people = new Map<string, { name: string; schedule: DashboardMemberRow["schedule"]; booked: number }>();
  for (const m of reads.members) people.set(m.id, { name: m.name, schedule: m.schedule, booked: 0 });
  for (const b of reads.booked) people.set(b.id, { name: b.name, schedule: b.schedule, booked: b.minutes });
  return [...people]
    .map(([id, p]) => ({
      _id: id,
      name: p.name,
      booked_minutes: p.booked,
      scheduled_minutes: scheduledMinutes(p.schedule ?? defaultSchedule(), reads.from, reads.to),
    }))
    .filter((t) => t.booked_minutes > 0 || t.scheduled_minutes > 0)
    .sort((a, b) => b.booked_minutes - a.booked_minutes || a.name.localeCompare(b.name));
}

export function toShopDashboardDto(reads: DashboardReads): ShopDashboardDto {
  const { days } = reads;
  const jobCardMinor = total(days, (d) => d.jobCardSalesMinor);
  const orderMinor = total(days, (d) => d.orderSalesMinor);
  const salesMinor = jobCardMinor + orderMinor;
  const carCount = total(days, (d) => d.jobCardInvoices);
  const invoiceCount = carCount + total(days, (d) => d.orderInvoices);
  const byRevenue = [...reads.cities].sort((a, b) => b.salesMinor - a.salesMinor || a.city.localeCompare(b.city));
  const byOrders = [...reads.cities].sort((a, b) => b.ordersPlaced - a.ordersPlaced || a.city.localeCompare(b.city));
  return {
    from: reads.from,
    to: reads.to,
    currency: reads.currency,
    totalAppointments: reads.appointments,
    totalGrossSales: toMajor(salesMinor),
    totalOrders: total(days, (d) => d.ordersPlaced),
    totalAmountPaid: toMajor(total(days, (d) => d.paidMinor)),
    totalShopUsers: reads.members.length,
    totalClients: reads.clientCount,
    monthlyOrders: monthlyOf(reads.firstMonth, reads.months),
    cityWiseRevenue: byRevenue
      .filter((c) => c.salesMinor !== 0)
      .map((c) => ({ city: c.city, city_arabic: c.cityArabic, revenue: toMajor(c.salesMinor) })),
    cityWiseOrders: byOrders
      .filter((c) => c.ordersPlaced > 0)
      .map((c) => ({ city: c.city, city_arabic: c.cityArabic, orders: c.ordersPlaced })),
    recentOrders: reads.recentOrders,
    jobCardRevenue: toMajor(jobCardMinor),
    orderRevenue: toMajor(orderMinor),
    averageInvoice: invoiceCount > 0 ? toMajor(Math.round(salesMinor / invoiceCount)) : 0,
    carCount,
    unpaidBalance: toMajor(reads.unpaidMinor),
    dailySales: dailySalesOf(reads.from, reads.to, days),
    technicianHours: technicianHoursOf(reads),
    lowStockCount: reads.lowStockCount,
  };
}
