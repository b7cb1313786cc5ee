import type { ShopDashboardDto } from "@pitlane/domain";
import { dayLabel, monthLabel } from "../../../shared/clock/month-label";

/*
 * The dashboard's figures as its charts draw them. Points stay in reading order (oldest day first,
 * the largest city first): the charts themselves turn the axis round in a right-to-left page.
 */

/** Days a chart draws one by one; a longer period is drawn week by week, or its bars would be hairs. */
export const MAX_DAILY_BARS = 62;

/**
 * The period's sales of job cards and of orders, day by day ("09 March"), or for a period longer
 * than MAX_DAILY_BARS week by week from its first day, each week labelled by its first day; none when
 * the period sold nothing.
 */
export function salesPoints(days: ShopDashboardDto["dailySales"], language: string) {
  const isWeekly = days.length > MAX_DAILY_BARS;
  if (days.every((day) => day.job_cards === 0 && day.orders === 0)) return { isWeekly, points: [] };
  const size = isWeekly ? 7 : 1;
  const points = [];
  for (let i = 0; i < days.length; i += size) {
    const part = days.slice(i, i + size);
    // Summed in hundredths: 0.1 + 0.2 would not be 0.3.
    const sum = (of: (day: (typeof days)[number]) => number) =>
      part.reduce((total, day) => total + Math.round(of(day) * 100), 0) / 100;
    points.push({
      label: dayLabel(part[0]!.date, language),
      job_cards: sum((d) => d.job_cards),
      orders: sum((d) => d.orders),
    });
  }
  return { isWeekly, points };
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
