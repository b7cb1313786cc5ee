import { describe, expect, it } from "vitest";
import { daysOfFuelLeft, isPeakHour } from "./peak-hours.js";

describe("peak hours at the pump", () => {
  it("are the morning rush from 07:00 to 10:00 and the evening rush from 17:00 to 21:00", () => {
    const peak = Array.from({ length: 24 }, (_, hour) => hour).filter(isPeakHour);
    expect(peak).toEqual([7, 8, 9, 17, 18, 19, 20]);
  });
});

describe("days of fuel left", () => {
  it("divides the available balance by the average daily spending, whole days only", () => {
    // 30,000.00 spent in 30 days: 1,000.00 a day; 4,500.00 lasts four whole days.
    expect(daysOfFuelLeft(450_000, 3_000_000)).toBe(4);
    expect(daysOfFuelLeft(3_000_000, 3_000_000)).toBe(30);
  });

  it("says nothing when nothing was spent, and none left when nothing is available", () => {
    expect(daysOfFuelLeft(450_000, 0)).toBeNull();
    expect(daysOfFuelLeft(0, 3_000_000)).toBe(0);
  });
});
