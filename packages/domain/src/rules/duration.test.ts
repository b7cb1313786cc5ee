import { describe, expect, it } from "vitest";
import { MAX_DURATION_MINUTES, formatDuration, isAllowedDuration, parseDuration } from "./duration.js";

describe("parseDuration", () => {
  it.each([
    ["2h", 120],
    ["45min", 45],
    ["90 minutes", 90],
    ["1h 30min", 90],
    ["1h30min", 90],
    ["1 hour 15 minutes", 75],
    ["2 hours", 120],
    ["1hr 5mins", 65],
    ["10m", 10],
    ["1.5h", 90],
    ["0.75h", 45],
    ["2.5 hours", 150],
  ])("reads %j as %i minutes", (text, minutes) => {
    expect(parseDuration(text)).toBe(minutes);
  });

  it("takes a plain number, typed or as text, as minutes", () => {
    expect(parseDuration(90)).toBe(90);
    expect(parseDuration("90")).toBe(90);
    expect(parseDuration("045")).toBe(45);
    expect(parseDuration(0)).toBe(0);
  });

  it("ignores spaces around and between the parts and the case of the units", () => {
    expect(parseDuration("  1h 30min  ")).toBe(90);
    expect(parseDuration("1   h    30   min")).toBe(90);
    expect(parseDuration("1H 30MIN")).toBe(90);
    expect(parseDuration("90 Minutes")).toBe(90);
    expect(parseDuration("\t2 Hours\n")).toBe(120);
  });

  it.each(["", "   ", "abc", "-5", "+5", "1h 30", "h", "min", "30 sec", "1,5h", "1.5", "30min 1h", "1h min", "2 days"])(
    "refuses %j",
    (text) => {
      expect(parseDuration(text)).toBeNull();
    },
  );

  it("refuses a negative, fractional or not finite number", () => {
    expect(parseDuration(-5)).toBeNull();
    expect(parseDuration(12.5)).toBeNull();
    expect(parseDuration(Number.NaN)).toBeNull();
    expect(parseDuration(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it("refuses numbers too large to hold the digits typed", () => {
    expect(parseDuration("99999999999999999999")).toBeNull();
    expect(parseDuration("99999999999999999999h")).toBeNull();
    expect(parseDuration("9".repeat(400))).toBeNull();
    expect(parseDuration(1e21)).toBeNull();
  });

  it("reads a large but exact number, which isAllowedDuration then refuses", () => {
    expect(parseDuration("100000h")).toBe(6_000_000);
    expect(isAllowedDuration(6_000_000)).toBe(false);
  });
});

describe("isAllowedDuration", () => {
  it.each([5, 10, 45, 90, 1435, 1440])("allows %i minutes", (minutes) => {
    expect(isAllowedDuration(minutes)).toBe(true);
  });

  it.each([0, 1, 4, 7, 91, 1445, 2880, -5, 12.5])("refuses %d minutes", (minutes) => {
    expect(isAllowedDuration(minutes)).toBe(false);
  });

  it("stops at a whole day", () => {
    expect(MAX_DURATION_MINUTES).toBe(1440);
  });
});

describe("formatDuration", () => {
  it.each([
    [90, "1h 30min"],
    [120, "2h"],
    [45, "45 min"],
    [5, "5 min"],
    [60, "1h"],
    [65, "1h 5min"],
    [1440, "24h"],
    [1435, "23h 55min"],
  ])("shows %i minutes as %j", (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });

  it.each(["1h 30min", "2h", "45 min", "23h 55min"])("reads back what it shows: %j", (text) => {
    const minutes = parseDuration(text);
    expect(minutes).not.toBeNull();
    expect(formatDuration(minutes ?? -1)).toBe(text);
  });
});
