import { describe, expect, it } from "vitest";
import { createTenantClock } from "./tenant-clock";

const riyadh = (language = "en") => createTenantClock({ zone: "Asia/Riyadh", countryCode: "SA", language });
// 13:25 UTC: 16:25 in Riyadh, whatever zone the browser (or this test) runs in.
const SALE = "2026-03-10T13:25:00.000Z";

describe("createTenantClock", () => {
  it("writes dates as DD MMMM YYYY, a calendar date as it is and an instant by the tenant's date", () => {
    expect(riyadh().date("2026-03-09")).toBe("09 March 2026");
    expect(riyadh("ar").date("2026-03-09")).toBe("09 مارس 2026");
    expect(riyadh().date("2026-03-10T22:30:00.000Z")).toBe("11 March 2026");
  });

  it("writes one time and one date-time format in both languages", () => {
    expect(riyadh().time(SALE)).toBe("16:25");
    expect(riyadh("ar").time(SALE)).toBe("16:25");
    expect(riyadh().dateTime(SALE)).toBe("10 March 2026, 16:25");
    expect(riyadh("ar").dateTime(SALE)).toBe("10 مارس 2026، 16:25");
  });

  it("draws an instant on a calendar at the tenant's time, and reads it back", () => {
    const floating = riyadh().toFloating(SALE);
    expect([floating.getDate(), floating.getHours(), floating.getMinutes()]).toEqual([10, 16, 25]);
    expect(riyadh().fromFloating(floating).toISOString()).toBe(SALE);
  });

  it("turns a picker's wall-clock value into the instant on the tenant's clock, and back", () => {
    expect(riyadh().fromPicker("2026-03-10 16:25:00")).toBe(SALE);
    expect(riyadh().fromPicker("2026-03-10 16:25")).toBe(SALE);
    expect(riyadh().toPicker(SALE)).toBe("2026-03-10 16:25:00");
    const karachi = createTenantClock({ zone: "Asia/Karachi", countryCode: "PK", language: "en" });
    expect(karachi.fromPicker("2026-03-10 16:25:00")).toBe("2026-03-10T11:25:00.000Z");
    expect(riyadh().fromPicker("")).toBeNull();
    expect(riyadh().fromPicker("tomorrow")).toBeNull();
  });

  it("marks the weekend of the tenant's country for the date pickers", () => {
    expect(riyadh().weekendDays).toEqual([5, 6]);
    expect(createTenantClock({ zone: "Asia/Karachi", countryCode: "PK", language: "en" }).weekendDays).toEqual([0]);
    expect(createTenantClock({ zone: "UTC", countryCode: null, language: "en" }).weekendDays).toEqual([6, 0]);
  });
});
