import { DomainError } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { phoneCountryOf, phonesIn, presentPhone } from "./phones.js";

describe("phoneCountryOf", () => {
  it("reads local numbers in the tenant's country, else in its currency's", () => {
    expect(phoneCountryOf("GB", "PKR")).toBe("GB");
    expect(phoneCountryOf(null, "PKR")).toBe("PK");
    expect(phoneCountryOf(null, "SAR")).toBe("SA");
  });
});

describe("phonesIn", () => {
  const pakistan = phonesIn("PK", "phone");

  it("stores a body's phone as E.164 and leaves a body without one as it is", () => {
    expect(pakistan.withStoredPhone({ name: "Ali", phone: "0300-2255913" })).toEqual({
      name: "Ali",
      phone: "+923002255913",
    });
    expect(pakistan.withStoredPhone({ name: "Ali", phone: undefined })).toEqual({ name: "Ali" });
    expect(pakistan.withStoredPhone({ phone: null })).toEqual({ phone: null });
  });

  it("refuses a phone that cannot be one of the country, naming the field with the realm's code", () => {
    const refusalOf = (phones: ReturnType<typeof phonesIn>) => {
      try {
        phones.withStoredPhone({ phone: "2255913" });
      } catch (error) {
        return error instanceof DomainError ? error.refusal : error;
      }
      return null;
    };
    expect(refusalOf(pakistan)).toEqual({ code: "phone", field: "phone" });
    expect(refusalOf(phonesIn("PK", "fleet_phone"))).toEqual({ code: "fleet_phone", field: "phone" });
  });

  it("turns a phone-like search term into the digits it finds, and leaves a name alone", () => {
    expect(pakistan.searchDigits("0300 2255913")).toBe("923002255913");
    expect(pakistan.searchDigits("Ali")).toBeNull();
    expect(pakistan.searchDigits(undefined)).toBeNull();
  });
});

describe("presentPhone", () => {
  it("answers a stored phone in international form, and what it cannot read as stored", () => {
    expect(presentPhone("+923002255913")).toBe("+92 300 2255913");
    expect(presentPhone("call me")).toBe("call me");
    expect(presentPhone(null)).toBeNull();
  });
});

describe("presentPhone", () => {
  it("answers the same reading for a number seen before, and each number its own", () => {
    expect(presentPhone("+923002255913")).toBe("+92 300 2255913");
    expect(presentPhone("+923002255913")).toBe("+92 300 2255913");
    expect(presentPhone("+966501234567")).toBe("+966 50 123 4567");
    expect(presentPhone(null)).toBeNull();
  });
});
