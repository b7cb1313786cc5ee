import { describe, expect, it } from "vitest";
import { formatIdentityNumber, identityCountryOf, normalizeIdentityNumber } from "./identity-number.js";

describe("normalizeIdentityNumber", () => {
  it("takes a Pakistani number of 13 digits with or without its dashes", () => {
    expect(normalizeIdentityNumber("3520212345671")).toBe("3520212345671");
    expect(normalizeIdentityNumber("35202-1234567-1")).toBe("3520212345671");
    expect(normalizeIdentityNumber(" 35202-1234567-1 ")).toBe("3520212345671");
  });

  it("takes a Saudi number of 10 digits starting with 1 or 2", () => {
    expect(normalizeIdentityNumber("1012345678")).toBe("1012345678");
    expect(normalizeIdentityNumber("2012345678")).toBe("2012345678");
  });

  it.each([
    ["10 digits starting with 3", "3012345678"],
    ["12 digits", "352021234567"],
    ["14 digits", "35202123456712"],
    ["9 digits", "101234567"],
    ["letters", "35202-123456A-1"],
    ["only letters", "abcdefghijklm"],
    ["spaces inside", "35202 1234567 1"],
    ["nothing", ""],
  ])("refuses %s", (_, input) => {
    expect(normalizeIdentityNumber(input)).toBeNull();
  });
});

describe("identityCountryOf", () => {
  it("tells a Pakistani number from a Saudi one", () => {
    expect(identityCountryOf("3520212345671")).toBe("PK");
    expect(identityCountryOf("2012345678")).toBe("SA");
    expect(identityCountryOf("3012345678")).toBeNull();
  });
});

describe("formatIdentityNumber", () => {
  it("shows a Pakistani number as 5 digits, dash, 7 digits, dash, 1 digit", () => {
    expect(formatIdentityNumber("3520212345671")).toBe("35202-1234567-1");
  });

  it("shows a Saudi number as it is", () => {
    expect(formatIdentityNumber("1012345678")).toBe("1012345678");
  });
});
