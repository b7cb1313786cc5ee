import { describe, expect, it } from "vitest";
import { displayIdentityNumber, identityHintOf } from "./identity-hint";

describe("the identity number's live hint", () => {
  it("says nothing is typed yet for an empty or blank field", () => {
    expect(identityHintOf("")).toEqual({ kind: "empty" });
    expect(identityHintOf("   ")).toEqual({ kind: "empty" });
  });

  it("shows a Pakistani number of 13 digits with its dashes, typed with or without them", () => {
    const pk = { kind: "valid", country: "PK", display: "35202-1234567-1" };
    expect(identityHintOf("3520212345671")).toEqual(pk);
    expect(identityHintOf("35202-1234567-1")).toEqual(pk);
    expect(identityHintOf(" 35202-12345671 ")).toEqual(pk);
  });

  it("shows a Saudi number of 10 digits starting with 1 or 2 as it is", () => {
    expect(identityHintOf("1012345678")).toEqual({ kind: "valid", country: "SA", display: "1012345678" });
    expect(identityHintOf("2098765432")).toEqual({ kind: "valid", country: "SA", display: "2098765432" });
  });

  it("counts the digits of a number still being typed, 10 digits starting with 3 included", () => {
    expect(identityHintOf("35202-")).toEqual({ kind: "typing", digits: 5 });
    expect(identityHintOf("352021234567")).toEqual({ kind: "typing", digits: 12 });
    expect(identityHintOf("3123456789")).toEqual({ kind: "typing", digits: 10 });
  });

  it("calls letters, spaces inside and more than 13 digits a mistake", () => {
    expect(identityHintOf("35202-ABCDEFG-1")).toEqual({ kind: "invalid" });
    expect(identityHintOf("35202 1234567 1")).toEqual({ kind: "invalid" });
    expect(identityHintOf("35202123456712")).toEqual({ kind: "invalid" });
  });

  it("puts a valid number in its display form and leaves anything else as typed", () => {
    expect(displayIdentityNumber("3520212345671")).toBe("35202-1234567-1");
    expect(displayIdentityNumber("1012345678")).toBe("1012345678");
    expect(displayIdentityNumber("35202-12")).toBe("35202-12");
  });
});
