import { describe, expect, it } from "vitest";
import { isTimeZone } from "../platform/wall-clock.js";
import { timeZoneOfCountry } from "./country-time-zones.js";
import { weekendOf } from "./country-weekends.js";

describe("timeZoneOfCountry", () => {
  it("starts Pakistan on Asia/Karachi and Saudi Arabia on Asia/Riyadh", () => {
    expect(timeZoneOfCountry("PK")).toBe("Asia/Karachi");
    expect(timeZoneOfCountry("SA")).toBe("Asia/Riyadh");
    expect(timeZoneOfCountry("sa")).toBe("Asia/Riyadh");
  });

  it("starts a country of several zones on its capital's or its most people's", () => {
    expect(timeZoneOfCountry("US")).toBe("America/New_York");
    expect(timeZoneOfCountry("RU")).toBe("Europe/Moscow");
    expect(timeZoneOfCountry("AU")).toBe("Australia/Sydney");
    expect(timeZoneOfCountry("GB")).toBe("Europe/London");
  });

  it("falls back to UTC for a territory without a zone, and names only zones the wall clock knows", () => {
    expect(timeZoneOfCountry("BV")).toBe("UTC");
    const letters = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"];
    const unknown = letters
      .flatMap((a) => letters.map((b) => timeZoneOfCountry(a + b)))
      .filter((zone) => !isTimeZone(zone));
    expect(unknown).toEqual([]);
  });
});

describe("weekendOf", () => {
  it("rests on Friday and Saturday in Saudi Arabia and on Sunday in Pakistan", () => {
    expect(weekendOf("SA")).toEqual(["Friday", "Saturday"]);
    expect(weekendOf("PK")).toEqual(["Sunday"]);
  });

  it("rests on Saturday and Sunday elsewhere, and when the country is not known", () => {
    expect(weekendOf("GB")).toEqual(["Saturday", "Sunday"]);
    expect(weekendOf(null)).toEqual(["Saturday", "Sunday"]);
  });
});
