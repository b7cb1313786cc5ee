import { describe, expect, it } from "vitest";
import { addDays, firstOfNextMonth, weekDayOf } from "../platform/calendar-date.js";
import {
  cycleStart,
  effectiveLimit,
  isFuelingDay,
  limitAsOf,
  nextCycleStart,
  pendingNextLimit,
  usageWindowStart,
} from "./fuel-cycle.js";

describe("weekDayOf (weeks run Monday to Sunday)", () => {
  it("names the day of a date", () => {
    expect(weekDayOf("2026-03-02")).toBe("Monday");
    expect(weekDayOf("2026-03-07")).toBe("Saturday");
    expect(weekDayOf("2026-03-08")).toBe("Sunday");
    expect(weekDayOf("2024-02-29")).toBe("Thursday");
  });
});

describe("cycleStart", () => {
  it("is the day itself for a daily rule", () => {
    expect(cycleStart("2026-03-04", "daily")).toBe("2026-03-04");
  });
  it("is the Monday of the week for a weekly rule, Sunday included in the week before it", () => {
    expect(cycleStart("2026-03-02", "weekly")).toBe("2026-03-02");
    expect(cycleStart("2026-03-04", "weekly")).toBe("2026-03-02");
    expect(cycleStart("2026-03-08", "weekly")).toBe("2026-03-02");
    expect(cycleStart("2026-03-09", "weekly")).toBe("2026-03-09");
  });
  it("crosses a month and a year back to the Monday", () => {
    expect(cycleStart("2026-01-01", "weekly")).toBe("2025-12-29");
    expect(cycleStart("2026-04-01", "weekly")).toBe("2026-03-30");
  });
  it("is the 1st for a monthly rule", () => {
    expect(cycleStart("2026-02-28", "monthly")).toBe("2026-02-01");
    expect(cycleStart("2026-02-01", "monthly")).toBe("2026-02-01");
  });
});

describe("nextCycleStart", () => {
  it("is tomorrow for a daily rule, across month and year ends", () => {
    expect(nextCycleStart("2026-03-04", "daily")).toBe("2026-03-05");
    expect(nextCycleStart("2024-02-28", "daily")).toBe("2024-02-29");
    expect(nextCycleStart("2025-12-31", "daily")).toBe("2026-01-01");
  });
  it("is next Monday for a weekly rule, a week on from a Monday", () => {
    expect(nextCycleStart("2026-03-02", "weekly")).toBe("2026-03-09");
    expect(nextCycleStart("2026-03-08", "weekly")).toBe("2026-03-09");
    expect(nextCycleStart("2025-12-31", "weekly")).toBe("2026-01-05");
  });
  it("is the 1st of next month for a monthly rule, December into January", () => {
    expect(nextCycleStart("2026-01-31", "monthly")).toBe("2026-02-01");
    expect(nextCycleStart("2026-12-01", "monthly")).toBe("2027-01-01");
    expect(firstOfNextMonth("2026-02-15")).toBe("2026-03-01");
  });
  it("adds days", () => {
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});

const rule = { limit: 100, nextLimit: null, nextLimitFrom: null, endsOn: null };

describe("effectiveLimit", () => {
  it("is the current limit without a change waiting", () => {
    expect(effectiveLimit(rule, "2026-03-04")).toBe(100);
  });
  it("keeps the current limit until the next limit's first day, then the next one", () => {
    const waiting = { ...rule, nextLimit: 60, nextLimitFrom: "2026-03-09" };
    expect(effectiveLimit(waiting, "2026-03-08")).toBe(100);
    expect(effectiveLimit(waiting, "2026-03-09")).toBe(60);
    expect(effectiveLimit(waiting, "2026-04-20")).toBe(60);
    expect(pendingNextLimit(waiting, "2026-03-08")).toEqual({ limit: 60, from: "2026-03-09" });
    expect(pendingNextLimit(waiting, "2026-03-09")).toBeNull();
  });
  it("is none from the day the rule ends, and the rule applies up to the day before", () => {
    const ending = { ...rule, endsOn: "2026-04-01" };
    expect(effectiveLimit(ending, "2026-03-31")).toBe(100);
    expect(effectiveLimit(ending, "2026-04-01")).toBeNull();
    // The rule's own limit is still what it was, for showing an ended rule.
    expect(limitAsOf(ending, "2026-04-01")).toBe(100);
    expect(effectiveLimit({ ...ending, nextLimit: 60, nextLimitFrom: "2026-03-09" }, "2026-05-01")).toBeNull();
  });
  it("takes a limit of zero as a limit", () => {
    expect(effectiveLimit({ ...rule, nextLimit: 0, nextLimitFrom: "2026-03-09" }, "2026-03-09")).toBe(0);
  });
});

describe("isFuelingDay", () => {
  it("allows only the rule's days", () => {
    expect(isFuelingDay(["Monday", "Friday"], "2026-03-02")).toBe(true);
    expect(isFuelingDay(["Monday", "Friday"], "2026-03-03")).toBe(false);
    expect(isFuelingDay(["Sunday"], "2026-03-08")).toBe(true);
  });
});

describe("usageWindowStart", () => {
  const now = new Date("2026-03-04T10:00:00Z");
  it("counts from the cycle's start in the company's zone", () => {
    const long = new Date("2026-01-01T00:00:00Z");
    expect(usageWindowStart("weekly", long, now, "Asia/Karachi").toISOString()).toBe("2026-03-01T19:00:00.000Z");
    expect(usageWindowStart("monthly", long, now, "Asia/Riyadh").toISOString()).toBe("2026-02-28T21:00:00.000Z");
    expect(usageWindowStart("daily", long, now, "Asia/Karachi").toISOString()).toBe("2026-03-03T19:00:00.000Z");
  });
  it("counts from an immediate change made within the cycle", () => {
    const changed = new Date("2026-03-03T08:00:00Z");
    expect(usageWindowStart("weekly", changed, now, "Asia/Karachi")).toEqual(changed);
    expect(usageWindowStart("daily", changed, now, "Asia/Karachi").toISOString()).toBe("2026-03-03T19:00:00.000Z");
  });
});
