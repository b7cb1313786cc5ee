import { describe, expect, it } from "vitest";
import { createTenantClock } from "../../../shared/clock/tenant-clock";
import { dateOfParam, paramOfDate, viewOfParam, visibleRange } from "./calendar-range";

const local = (y: number, m: number, d: number) => new Date(y, m - 1, d);
const days = (range: { from: string; to: string }) => (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000;

describe("visibleRange", () => {
  it("covers a month's grid from the Monday before the 1st to the Sunday after the last day", () => {
    // March 2026: the 1st is a Sunday, the 31st a Tuesday.
    const range = visibleRange("month", local(2026, 3, 18));
    expect(range.from).toBe(local(2026, 2, 23).toISOString());
    expect(range.to).toBe(local(2026, 4, 6).toISOString());
    expect(Math.round(days(range))).toBe(42);
  });

  it("starts a week on Monday, Sunday included in the week before it", () => {
    expect(visibleRange("week", local(2026, 3, 11)).from).toBe(local(2026, 3, 9).toISOString());
    expect(visibleRange("week", local(2026, 3, 15)).from).toBe(local(2026, 3, 9).toISOString());
    expect(visibleRange("week", local(2026, 3, 16)).from).toBe(local(2026, 3, 16).toISOString());
  });

  it("reads one day, or the agenda's month from its date, well inside what the server takes", () => {
    expect(visibleRange("day", local(2026, 3, 11))).toEqual({
      from: local(2026, 3, 11).toISOString(),
      to: local(2026, 3, 12).toISOString(),
    });
    expect(Math.round(days(visibleRange("agenda", local(2026, 3, 11))))).toBeLessThanOrEqual(100);
  });

  it("reads the days' midnights on the company's clock, whatever the browser's zone", () => {
    const karachi = createTenantClock({ zone: "Asia/Karachi", countryCode: "PK", language: "en" });
    expect(visibleRange("day", local(2026, 3, 11), karachi.fromFloating)).toEqual({
      from: "2026-03-10T19:00:00.000Z",
      to: "2026-03-11T19:00:00.000Z",
    });
  });
});

describe("calendar URL parameters", () => {
  it("round-trips a date and falls back to today and the month view", () => {
    expect(paramOfDate(dateOfParam("2026-03-09", "2026-05-01"))).toBe("2026-03-09");
    expect(paramOfDate(dateOfParam("yesterday", "2026-05-01"))).toBe("2026-05-01");
    expect(dateOfParam("yesterday", "2026-05-01").getHours()).toBe(0);
    expect(viewOfParam("week")).toBe("week");
    expect(viewOfParam("year")).toBe("month");
  });
});
