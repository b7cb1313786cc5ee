import { describe, expect, it } from "vitest";
import { calendarStateOf, rangeTitle, shiftDate, visibleRange, withCalendarState } from "./calendar-state";

const BRANCH = "0b5f8a4e-3c1d-4e2f-9a6b-7c8d9e0f1a2b";
const TODAY = "2026-03-11";

describe("visibleRange", () => {
  it("shows one day in the Day view", () => {
    expect(visibleRange("day", "2026-03-11")).toEqual({ from: "2026-03-11", to: "2026-03-11" });
  });

  it("shows the date and the two days after it in the 3-Day view, across a month's end", () => {
    expect(visibleRange("3day", "2026-03-11")).toEqual({ from: "2026-03-11", to: "2026-03-13" });
    expect(visibleRange("3day", "2026-03-30")).toEqual({ from: "2026-03-30", to: "2026-04-01" });
  });

  it("shows the week from Monday to Sunday, a Sunday in the week before it", () => {
    // 9 March 2026 is a Monday.
    expect(visibleRange("week", "2026-03-11")).toEqual({ from: "2026-03-09", to: "2026-03-15" });
    expect(visibleRange("week", "2026-03-15")).toEqual({ from: "2026-03-09", to: "2026-03-15" });
    expect(visibleRange("week", "2026-03-16")).toEqual({ from: "2026-03-16", to: "2026-03-22" });
    expect(visibleRange("week", "2027-01-01")).toEqual({ from: "2026-12-28", to: "2027-01-03" });
  });
});

describe("shiftDate", () => {
  it("moves by the days the view shows", () => {
    expect(shiftDate("day", "2026-03-01", -1)).toBe("2026-02-28");
    expect(shiftDate("3day", "2026-03-11", 1)).toBe("2026-03-14");
    expect(shiftDate("week", "2026-12-30", 1)).toBe("2027-01-06");
  });
});

describe("the calendar's URL", () => {
  it("opens on the shop's today in the Day view, every branch, when the URL says nothing", () => {
    expect(calendarStateOf(new URLSearchParams(), TODAY)).toEqual({ view: "day", date: TODAY, branchId: null });
  });

  it("reads the view, the date and the branch", () => {
    const params = new URLSearchParams({ view: "week", date: "2026-04-02", branch_id: BRANCH });
    expect(calendarStateOf(params, TODAY)).toEqual({ view: "week", date: "2026-04-02", branchId: BRANCH });
    expect(calendarStateOf(new URLSearchParams({ view: "3day" }), TODAY).view).toBe("3day");
  });

  it("falls back on anything odd: an unknown view, a date that does not exist, a branch that is not an id", () => {
    for (const params of [
      { view: "month", date: "2026-02-30", branch_id: "abc" },
      { view: "", date: "yesterday", branch_id: "" },
      { view: "WEEK", date: "2026-3-1", branch_id: `${BRANCH}x` },
    ].map((odd) => new URLSearchParams(odd))) {
      expect(calendarStateOf(params, TODAY)).toEqual({ view: "day", date: TODAY, branchId: null });
    }
  });

  it("writes the state beside an open dialog's parameter, and drops the branch for every branch", () => {
    const current = new URLSearchParams({ appointment: "a1", branch_id: BRANCH });
    const next = withCalendarState(current, { view: "3day", date: "2026-03-30", branchId: null });
    expect(next.get("appointment")).toBe("a1");
    expect(next.has("branch_id")).toBe(false);
    expect(calendarStateOf(next, TODAY)).toEqual({ view: "3day", date: "2026-03-30", branchId: null });
    const withBranch = withCalendarState(next, { view: "week", date: "2026-03-30", branchId: BRANCH });
    expect(calendarStateOf(withBranch, TODAY).branchId).toBe(BRANCH);
  });
});

describe("rangeTitle", () => {
  it("writes dates DD MMMM YYYY, a range once per shared month and year", () => {
    expect(rangeTitle({ from: "2026-03-09", to: "2026-03-09" }, "en")).toBe("09 March 2026");
    expect(rangeTitle({ from: "2026-03-09", to: "2026-03-11" }, "en")).toBe("09 – 11 March 2026");
    expect(rangeTitle({ from: "2026-03-30", to: "2026-04-05" }, "en")).toBe("30 March – 05 April 2026");
    expect(rangeTitle({ from: "2026-12-28", to: "2027-01-03" }, "en")).toBe("28 December 2026 – 03 January 2027");
  });

  it("names the months in Arabic, with Latin digits", () => {
    expect(rangeTitle({ from: "2026-03-09", to: "2026-03-09" }, "ar")).toBe("09 مارس 2026");
  });
});
