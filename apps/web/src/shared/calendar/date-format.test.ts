import { describe, expect, it } from "vitest";
import { formatDayMonthYear } from "./date-format";

describe("formatDayMonthYear", () => {
  it("reads a date as DD MMMM YYYY in English and in Arabic, with Latin digits", () => {
    expect(formatDayMonthYear("2026-03-09", "en")).toBe("09 March 2026");
    expect(formatDayMonthYear("2026-03-09", "ar")).toBe("09 مارس 2026");
  });

  it("reads an instant by its day", () => {
    // Midday, so the day is the same in any time zone the test runs in.
    expect(formatDayMonthYear("2025-03-05T12:00:00.000Z", "en")).toBe("05 March 2025");
    expect(formatDayMonthYear("2025-03-05T12:00:00.000Z", "ar")).toBe("05 مارس 2025");
  });
});
