import { describe, expect, it } from "vitest";
import { formatDate, formatDateAndTime, formatDateIn, formatDateTimeIn, formatTimeIn } from "./wall-clock-format.js";

describe("formatDate", () => {
  it("writes DD MMMM YYYY in English and in Arabic, with Latin digits and Gregorian months", () => {
    expect(formatDate("2026-03-09", "en")).toBe("09 March 2026");
    expect(formatDate("2026-03-09", "ar")).toBe("09 مارس 2026");
    expect(formatDate("2026-12-31", "en")).toBe("31 December 2026");
  });
});

describe("instants on a tenant's clock", () => {
  // 13:25 UTC: 16:25 in Riyadh, 18:25 in Karachi; 23:30 UTC is already the next day in both.
  const sale = "2026-03-10T13:25:00.000Z";
  const late = "2026-03-10T23:30:00.000Z";

  it("write the zone's time as HH:mm, whatever the runtime's zone", () => {
    expect(formatTimeIn("Asia/Riyadh", sale)).toBe("16:25");
    expect(formatTimeIn("Asia/Karachi", sale)).toBe("18:25");
    expect(formatTimeIn("Asia/Riyadh", late)).toBe("02:30");
  });

  it("write the zone's date", () => {
    expect(formatDateIn("Asia/Riyadh", late, "en")).toBe("11 March 2026");
    expect(formatDateIn("UTC", late, "en")).toBe("10 March 2026");
  });

  it("write a date and time as one value in both languages", () => {
    expect(formatDateTimeIn("Asia/Riyadh", sale, "en")).toBe("10 March 2026, 16:25");
    expect(formatDateTimeIn("Asia/Riyadh", sale, "ar")).toBe("10 مارس 2026، 16:25");
    expect(formatDateTimeIn("Europe/London", "2026-07-01T23:30:00Z", "en")).toBe("02 July 2026, 00:30");
    expect(formatDateAndTime("2026-03-10", "09:00", "en")).toBe("10 March 2026, 09:00");
  });
});
