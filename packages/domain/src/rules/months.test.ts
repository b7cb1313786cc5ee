import { describe, expect, it } from "vitest";
import { lastDayOf, monthBoundsIn, monthOf, nextMonth } from "./months.js";

describe("months on a company's clock", () => {
  it("names the month of an instant by the zone's date, not the server's", () => {
    // 31 October 21:30 in London is already 1 November in Karachi and still 31 October in New York.
    const instant = new Date("2026-10-31T21:30:00Z");
    expect(monthOf("Asia/Karachi", instant)).toBe("2026-11-01");
    expect(monthOf("America/New_York", instant)).toBe("2026-10-01");
  });

  it("goes on to the next month, across a year's end", () => {
    expect(nextMonth("2026-01-01")).toBe("2026-02-01");
    expect(nextMonth("2026-12-01")).toBe("2027-01-01");
  });

  it("bounds a month by its first instant and the next month's, so months meet without a gap", () => {
    const { startsAt, endsAt } = monthBoundsIn("Asia/Riyadh", "2026-02-01");
    expect(startsAt.toISOString()).toBe("2026-01-31T21:00:00.000Z");
    expect(endsAt.toISOString()).toBe("2026-02-28T21:00:00.000Z");
    expect(monthBoundsIn("Asia/Riyadh", "2026-03-01").startsAt).toEqual(endsAt);
  });

  it("ends a month on its last day, February of a leap year too", () => {
    expect(lastDayOf("2026-02-01")).toBe("2026-02-28");
    expect(lastDayOf("2028-02-01")).toBe("2028-02-29");
    expect(lastDayOf("2026-12-01")).toBe("2026-12-31");
  });
});
