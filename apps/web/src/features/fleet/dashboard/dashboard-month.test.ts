import { describe, expect, it } from "vitest";
import { datesOfMonth, monthAsked, monthChoices, monthFillsPath, monthLabel } from "./dashboard-month";

describe("the dashboard's month", () => {
  it("is the one the address asks for, else the company's current month", () => {
    expect(monthAsked("2026-03", "2026-10")).toBe("2026-03");
    expect(monthAsked(null, "2026-10")).toBe("2026-10");
    expect(monthAsked("2026-13", "2026-10")).toBe("2026-10");
    // No figures exist yet for a month to come.
    expect(monthAsked("2026-11", "2026-10")).toBe("2026-10");
  });

  it("offers the last two years, across the turn of a year", () => {
    const choices = monthChoices("2026-02");
    expect(choices).toHaveLength(24);
    expect(choices.slice(0, 3)).toEqual(["2026-02", "2026-01", "2025-12"]);
    expect(choices.at(-1)).toBe("2024-03");
  });

  it("names a month in the reader's language", () => {
    expect(monthLabel("2026-03", "en")).toBe("March 2026");
    expect(monthLabel("2026-03", "ar")).toBe("مارس 2026");
  });

  it("opens the month's completed fills of a vehicle on the transactions screen", () => {
    expect(datesOfMonth("2024-02")).toEqual({ from: "2024-02-01", to: "2024-02-29" });
    expect(monthFillsPath("2026-03", { vehicle_id: "v1" })).toBe(
      "/fleet/transactions?from=2026-03-01&to=2026-03-31&status=completed&vehicle_id=v1",
    );
  });
});
