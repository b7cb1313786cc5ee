import { todayIn } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { isRangeAllowed, paramsOf, presetDates, queryOf, searchOf } from "./dashboard-period";

const read = (search: string, today = "2026-03-18") => paramsOf(new URLSearchParams(search), today);

describe("the dashboard's periods", () => {
  it("gives each preset's first and last days, both counted", () => {
    expect(presetDates("this_month", "2026-03-18")).toEqual({ from: "2026-03-01", to: "2026-03-18" });
    expect(presetDates("last_month", "2026-03-18")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(presetDates("last_month", "2024-03-31")).toEqual({ from: "2024-02-01", to: "2024-02-29" });
    expect(presetDates("last_month", "2026-01-05")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
    expect(presetDates("last_30_days", "2026-03-18")).toEqual({ from: "2026-02-17", to: "2026-03-18" });
    expect(presetDates("this_year", "2026-03-18")).toEqual({ from: "2026-01-01", to: "2026-03-18" });
  });

  it("counts from the shop's date, not the browser's: Karachi is already in April at 20:00 UTC on 31 March", () => {
    const instant = "2026-03-31T20:00:00Z";
    expect(presetDates("this_month", todayIn("Asia/Karachi", instant))).toEqual({
      from: "2026-04-01",
      to: "2026-04-01",
    });
    expect(presetDates("this_month", todayIn("America/New_York", instant))).toEqual({
      from: "2026-03-01",
      to: "2026-03-31",
    });
  });

  it("reads this month and all branches from a bare address, and keeps a bare address for them", () => {
    const params = read("");
    expect(params).toEqual({ period: "this_month", from: "2026-03-01", to: "2026-03-18", branchId: null });
    expect(searchOf(params).toString()).toBe("");
  });

  it("keeps a preset, a custom range and a branch through the address, as a reload reads them", () => {
    const branchId = "0b7c4a52-8a58-4b57-9b1e-6c2d0c1a8f10";
    for (const params of [
      { period: "last_month", from: "2026-02-01", to: "2026-02-28", branchId },
      { period: "custom", from: "2025-11-03", to: "2026-01-09", branchId: null },
    ] as const) {
      expect(read(searchOf(params).toString())).toEqual(params);
    }
    expect(queryOf(read(`period=this_year&branch_id=${branchId}`))).toEqual({
      from: "2026-01-01",
      to: "2026-03-18",
      branch_id: branchId,
    });
  });

  it("opens this month for a custom range the API would refuse, and for an unknown period", () => {
    const thisMonth = { period: "this_month", from: "2026-03-01", to: "2026-03-18", branchId: null };
    expect(read("period=custom&from=2026-03-10&to=2026-03-01")).toEqual(thisMonth);
    expect(read("period=custom&from=2025-01-01&to=2026-01-03")).toEqual(thisMonth);
    expect(read("period=custom&from=2026-02-30&to=2026-03-01")).toEqual(thisMonth);
    expect(read("period=custom&from=2026-03-01")).toEqual(thisMonth);
    expect(read("period=fortnight")).toEqual(thisMonth);
  });

  it("allows a range of one day up to a year and a day", () => {
    expect(isRangeAllowed("2026-03-01", "2026-03-01")).toBe(true);
    expect(isRangeAllowed("2024-01-01", "2025-01-01")).toBe(true);
    expect(isRangeAllowed("2024-01-01", "2025-01-02")).toBe(false);
    expect(isRangeAllowed("2026-03-02", "2026-03-01")).toBe(false);
    expect(isRangeAllowed(null, "2026-03-01")).toBe(false);
  });
});
