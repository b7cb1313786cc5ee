import type { ShopDashboardDto } from "@pitlane/domain";
import { dayLabel, monthLabel } from "../../../shared/clock/month-label";

/*
 * The dashboard's figures as its charts draw them. Points stay in reading order (oldest day first,
 * the largest city first): the charts themselves turn the axis round in a right-to-left page.
 */

/** Each day's sales of job cards and of orders, labelled "09 March"; none when the period sold nothing. */
export function dailySalesPoints(days: ShopDashboardDto["dailySales"], language: string) {
  if (days.every((day) => day.job_cards === 0 && day.orders === 0)) return [];
  return days.map((day) => ({ label: dayLabel(day.date, language), job_cards: day.job_cards, orders: day.orders }));
}

/** The twelve months' sales and orders, each labelled "March 2026"; none when all twelve are empty. */
export function monthlyPoints(months: ShopDashboardDto["monthlyOrders"], language: string) {
  if (months.every((month) => month.orders === 0 && month.sales === 0)) return null;
  const label = (month: string) => monthLabel(month, language);
  return {
    sales: months.map((month) => ({ label: label(month.month), value: month.sales })),
    orders: months.map((month) => ({ label: label(month.month), value: month.orders })),
  };
}

type City = { city: string; city_arabic: string };
const cityName = (row: City, language: string) => (language === "ar" ? row.city_arabic : row.city);

/** Revenue by city, named in the reader's language, in the server's order (most first). */
export const cityRevenuePoints = (rows: ShopDashboardDto["cityWiseRevenue"], language: string) =>
  rows.map((row) => ({ label: cityName(row, language), value: row.revenue }));

/** Orders by city, as `cityRevenuePoints`. */
export const cityOrderPoints = (rows: ShopDashboardDto["cityWiseOrders"], language: string) =>
  rows.map((row) => ({ label: cityName(row, language), value: row.orders }));

/** Minutes as hours to one decimal: what a week's schedule reads in. */
export const hoursOf = (minutes: number) => Math.round((minutes / 60) * 10) / 10;

/** Each technician's booked and scheduled hours, most booked first as the server sends them; none without any. */
export function technicianPoints(rows: ShopDashboardDto["technicianHours"]) {
  if (rows.every((row) => row.booked_minutes === 0 && row.scheduled_minutes === 0)) return [];
  return rows.map((row) => ({
    label: row.name,
    booked: hoursOf(row.booked_minutes),
    scheduled: hoursOf(row.scheduled_minutes),
  }));
}
