import { describe, expect, it } from "vitest";
import {
  floatingDateOf,
  instantAt,
  instantOfFloating,
  isTimeZone,
  offsetLabelOf,
  startOfDayIn,
  timeZoneNames,
  todayIn,
  wallClockAt,
} from "./wall-clock.js";

const at = (iso: string) => new Date(iso);

describe("wallClockAt and todayIn", () => {
  it("reads Karachi (UTC+5) and Riyadh (UTC+3) at the same instant", () => {
    // 20:30 UTC is 01:30 the next day in Karachi and 23:30 the same day in Riyadh.
    const instant = at("2026-03-01T20:30:00Z");
    expect(wallClockAt("Asia/Karachi", instant)).toEqual({ date: "2026-03-02", minute: 90 });
    expect(wallClockAt("Asia/Riyadh", instant)).toEqual({ date: "2026-03-01", minute: 23 * 60 + 30 });
    expect(todayIn("Asia/Karachi", instant)).toBe("2026-03-02");
    expect(todayIn("Asia/Riyadh", instant)).toBe("2026-03-01");
  });

  it("turns the day at the zone's midnight, to the minute", () => {
    expect(wallClockAt("Asia/Riyadh", at("2026-03-01T20:59:00Z"))).toEqual({ date: "2026-03-01", minute: 1439 });
    expect(wallClockAt("Asia/Riyadh", at("2026-03-01T21:00:00Z"))).toEqual({ date: "2026-03-02", minute: 0 });
    expect(wallClockAt("Asia/Karachi", at("2026-12-31T19:00:00Z"))).toEqual({ date: "2027-01-01", minute: 0 });
  });

  it("follows London's clocks across both daylight-saving changes", () => {
    // Clocks go forward at 01:00 GMT on 29 March 2026 and back at 01:00 GMT on 25 October 2026.
    expect(wallClockAt("Europe/London", at("2026-03-29T00:59:00Z"))).toEqual({ date: "2026-03-29", minute: 59 });
    expect(wallClockAt("Europe/London", at("2026-03-29T01:00:00Z"))).toEqual({ date: "2026-03-29", minute: 120 });
    expect(wallClockAt("Europe/London", at("2026-10-25T00:30:00Z"))).toEqual({ date: "2026-10-25", minute: 90 });
    expect(wallClockAt("Europe/London", at("2026-10-25T01:30:00Z"))).toEqual({ date: "2026-10-25", minute: 90 });
    expect(wallClockAt("Europe/London", at("2026-07-01T23:30:00Z"))).toEqual({ date: "2026-07-02", minute: 30 });
  });
});

describe("instantAt and startOfDayIn", () => {
  it("begins a day at the zone's midnight", () => {
    expect(startOfDayIn("Asia/Karachi", "2026-03-02").toISOString()).toBe("2026-03-01T19:00:00.000Z");
    expect(startOfDayIn("Asia/Riyadh", "2026-03-02").toISOString()).toBe("2026-03-01T21:00:00.000Z");
    expect(startOfDayIn("Europe/London", "2026-01-15").toISOString()).toBe("2026-01-15T00:00:00.000Z");
    expect(startOfDayIn("Europe/London", "2026-07-15").toISOString()).toBe("2026-07-14T23:00:00.000Z");
  });

  it("finds the instant the zone's clocks show a minute of a date", () => {
    expect(instantAt("Asia/Riyadh", "2026-03-10", 16 * 60 + 25).toISOString()).toBe("2026-03-10T13:25:00.000Z");
    expect(instantAt("Asia/Karachi", "2026-03-10", 9 * 60).toISOString()).toBe("2026-03-10T04:00:00.000Z");
  });

  it("counts the minute on the clock face on the days London's clocks change", () => {
    // 03:00 on the short day is two hours after midnight; on the long day, four.
    expect(instantAt("Europe/London", "2026-03-29", 180).toISOString()).toBe("2026-03-29T02:00:00.000Z");
    expect(instantAt("Europe/London", "2026-10-25", 180).toISOString()).toBe("2026-10-25T03:00:00.000Z");
    // 01:30 does not exist on 29 March: read after the jump, at 02:30 summer time.
    expect(instantAt("Europe/London", "2026-03-29", 90).toISOString()).toBe("2026-03-29T01:30:00.000Z");
  });

  it("round-trips with wallClockAt", () => {
    for (const zone of ["Asia/Karachi", "Asia/Riyadh", "Europe/London", "America/New_York"]) {
      for (const minute of [0, 1, 539, 1080, 1439]) {
        expect(wallClockAt(zone, instantAt(zone, "2026-06-30", minute))).toEqual({ date: "2026-06-30", minute });
      }
    }
  });

  it("refuses what is not a date", () => {
    expect(() => instantAt("Asia/Riyadh", "30/06/2026")).toThrow(RangeError);
  });
});

describe("floating dates for calendars and pickers", () => {
  it("show the zone's date and time in the runtime's zone, and back", () => {
    const instant = at("2026-03-10T13:25:00Z");
    const floating = floatingDateOf("Asia/Riyadh", instant);
    expect([floating.getDate(), floating.getHours(), floating.getMinutes()]).toEqual([10, 16, 25]);
    expect(instantOfFloating("Asia/Riyadh", floating)).toEqual(instant);
    expect(instantOfFloating("Asia/Karachi", floating).toISOString()).toBe("2026-03-10T11:25:00.000Z");
  });
});

describe("time zone names", () => {
  it("knows IANA zones and refuses offsets, abbreviations and made-up names", () => {
    for (const zone of ["Asia/Riyadh", "Asia/Karachi", "Europe/London", "America/Argentina/Buenos_Aires", "UTC"]) {
      expect(isTimeZone(zone)).toBe(true);
    }
    for (const zone of ["Mars/Olympus_Mons", "+03:00", "GMT+3", "PKT", "", "asia/riyadh ", "Asia/Riyadh/"]) {
      expect(isTimeZone(zone)).toBe(false);
    }
  });

  it("lists every zone it knows, UTC first", () => {
    const names = timeZoneNames();
    expect(names[0]).toBe("UTC");
    expect(names).toContain("Asia/Riyadh");
    expect(names.filter((name) => name === "UTC")).toHaveLength(1);
    expect(names.every(isTimeZone)).toBe(true);
  });

  it("labels a zone with its offset at an instant", () => {
    expect(offsetLabelOf("Asia/Karachi")).toBe("GMT+05:00");
    expect(offsetLabelOf("Asia/Kolkata")).toBe("GMT+05:30");
    expect(offsetLabelOf("UTC")).toBe("GMT");
    expect(offsetLabelOf("America/New_York", at("2026-01-15T12:00:00Z"))).toBe("GMT-05:00");
    expect(offsetLabelOf("America/New_York", at("2026-07-15T12:00:00Z"))).toBe("GMT-04:00");
  });
});
