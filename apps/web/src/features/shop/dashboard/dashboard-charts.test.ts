import { describe, expect, it } from "vitest";
import { barAxes } from "../../../shared/charts/bar-axes";
import {
  cityOrderPoints,
  cityRevenuePoints,
  hoursOf,
  monthlyPoints,
  salesPoints,
  technicianPoints,
} from "./dashboard-charts";

describe("the dashboard's chart data", () => {
  it("labels each day DD MMMM in the reader's language, oldest first, and has none without a sale", () => {
    const days = [
      { date: "2026-03-01", job_cards: 0, orders: 0 },
      { date: "2026-03-02", job_cards: 1500, orders: 250.5 },
    ];
    expect(salesPoints(days, "en")).toEqual({
      isWeekly: false,
      points: [
        { label: "01 March", job_cards: 0, orders: 0 },
        { label: "02 March", job_cards: 1500, orders: 250.5 },
      ],
    });
    expect(salesPoints(days, "ar").points.map((day) => day.label)).toEqual(["01 مارس", "02 مارس"]);
    expect(salesPoints([{ date: "2026-03-01", job_cards: 0, orders: 0 }], "en").points).toEqual([]);
  });

  it("draws a period longer than two months week by week from its first day, each week's sales summed", () => {
    // 2026-01-01 to 2026-03-15: 74 days, ten weeks and four days.
    const days = Array.from({ length: 74 }, (_, i) => ({
      date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
      job_cards: 0.1,
      orders: i === 73 ? 5 : 0.2,
    }));
    const { isWeekly, points } = salesPoints(days, "en");
    expect(isWeekly).toBe(true);
    expect(points).toHaveLength(11);
    expect(points[0]).toEqual({ label: "01 January", job_cards: 0.7, orders: 1.4 });
    expect(points[1]!.label).toBe("08 January");
    expect(points[10]).toEqual({ label: "12 March", job_cards: 0.4, orders: 5.6 });
  });

  it("splits the twelve months into sales and orders, oldest first, and has none when all are empty", () => {
    const months = [
      { month: "2025-12", orders: 2, sales: 300 },
      { month: "2026-01", orders: 0, sales: 0 },
    ];
    expect(monthlyPoints(months, "en")).toEqual({
      sales: [
        { label: "December 2025", value: 300 },
        { label: "January 2026", value: 0 },
      ],
      orders: [
        { label: "December 2025", value: 2 },
        { label: "January 2026", value: 0 },
      ],
    });
    expect(monthlyPoints(months, "ar")?.sales[1]?.label).toBe("يناير 2026");
    expect(monthlyPoints([{ month: "2026-01", orders: 0, sales: 0 }], "en")).toBeNull();
  });

  it("names cities in the reader's language, keeping the server's order (most first)", () => {
    const revenue = [
      { city: "Lahore", city_arabic: "لاهور", revenue: 900 },
      { city: "Karachi", city_arabic: "كراتشي", revenue: 100 },
    ];
    expect(cityRevenuePoints(revenue, "ar")).toEqual([
      { label: "لاهور", value: 900 },
      { label: "كراتشي", value: 100 },
    ]);
    expect(cityOrderPoints([{ city: "Lahore", city_arabic: "لاهور", orders: 3 }], "en")).toEqual([
      { label: "Lahore", value: 3 },
    ]);
  });

  it("gives technicians' minutes as hours to one decimal, and none when nobody has hours", () => {
    expect(hoursOf(90)).toBe(1.5);
    expect(hoursOf(100)).toBe(1.7);
    const rows = [
      { _id: "a", name: "Bilal", booked_minutes: 150, scheduled_minutes: 2400 },
      { _id: "b", name: "Sana", booked_minutes: 0, scheduled_minutes: 0 },
    ];
    expect(technicianPoints(rows)).toEqual([
      { label: "Bilal", booked: 2.5, scheduled: 40 },
      { label: "Sana", booked: 0, scheduled: 0 },
    ]);
    expect(technicianPoints([rows[1]!])).toEqual([]);
  });

  it("keeps points in reading order and turns the axes round in a right-to-left page", () => {
    expect(barAxes(false).xAxisProps.reversed).toBe(false);
    expect(barAxes(false).yAxisProps.orientation).toBe("left");
    expect(barAxes(true).xAxisProps.reversed).toBe(true);
    expect(barAxes(true).yAxisProps.orientation).toBe("right");
    expect(barAxes(true).yAxisProps.tickFormatter(12_500)).toBe("12.5K");
  });
});
