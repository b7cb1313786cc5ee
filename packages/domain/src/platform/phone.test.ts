import { describe, expect, it } from "vitest";
import { formatPhone, phoneSearchDigits, toE164 } from "./phone.js";

describe("toE164", () => {
  it.each([
    ["03002255913", "PK"],
    ["0300 2255913", "PK"],
    ["0300-2255913", "PK"],
    ["+92 300 2255913", "PK"],
    ["+923002255913", "SA"],
    ["0092 300 2255913", "SA"],
    ["(0300) 225-5913", "PK"],
  ])("reads %j in %s as +923002255913", (typed, country) => {
    expect(toE164(typed, country)).toBe("+923002255913");
  });

  it("reads a local number in the tenant's own country", () => {
    expect(toE164("050 123 4567", "SA")).toBe("+966501234567");
    expect(toE164("051 1234567", "PK")).toBe("+92511234567");
  });

  it("refuses what cannot be a phone number, and a local number without a country", () => {
    expect(toE164("123", "PK")).toBeNull();
    expect(toE164("2255913", "PK")).toBeNull();
    expect(toE164("03002255913", null)).toBeNull();
    expect(toE164("call me", "PK")).toBeNull();
  });
});

describe("formatPhone", () => {
  it("writes a stored phone as people read it", () => {
    expect(formatPhone("+923002255913")).toBe("+92 300 2255913");
    expect(formatPhone("+966501234567")).toBe("+966 50 123 4567");
  });
});

describe("phoneSearchDigits", () => {
  it.each(["03002255913", "+923002255913", "+92 300 2255913", "0092-300-2255913"])(
    "finds a whole number typed as %j by its full digits",
    (term) => {
      expect(phoneSearchDigits(term, "PK")).toBe("923002255913");
    },
  );

  it("cuts a fragment's trunk 0 or 00 so it matches inside the stored digits", () => {
    expect(phoneSearchDigits("0300 22", "PK")).toBe("30022");
    expect(phoneSearchDigits("2255913", "PK")).toBe("2255913");
    expect("923002255913").toContain(phoneSearchDigits("0300 22", "PK"));
  });

  it("leaves a term with letters to the name search", () => {
    expect(phoneSearchDigits("Ali 0300", "PK")).toBeNull();
    expect(phoneSearchDigits("ali", "PK")).toBeNull();
    expect(phoneSearchDigits("--", "PK")).toBeNull();
  });
});
