import { describe, expect, it } from "vitest";
import { formatDocumentNumber, parseDocumentNumber } from "./document-number.js";

describe("formatDocumentNumber", () => {
  it("pads to six digits after the prefix", () => {
    expect(formatDocumentNumber("INV", 123)).toBe("INV-000123");
    expect(formatDocumentNumber("JC", 1)).toBe("JC-000001");
    expect(formatDocumentNumber("INV", 999_999)).toBe("INV-999999");
  });

  it("writes a longer number as it is", () => {
    expect(formatDocumentNumber("INV", 1_234_567)).toBe("INV-1234567");
  });
});

describe("parseDocumentNumber", () => {
  it.each([
    ["INV-000123", 123],
    ["inv-12", 12],
    ["INV12", 12],
    ["jc-7", 7],
    ["ORD-000005", 5],
    ["ord 9", 9],
    [" 12 ", 12],
    ["000123", 123],
  ])("reads %j as %d", (search, n) => {
    expect(parseDocumentNumber(search)).toBe(n);
  });

  it.each(["abc", "", "INV-", "12a", "INV-1-2", "-12", "1.5", "Ahmed 12", "9".repeat(16)])(
    "finds no number in %j",
    (search) => {
      expect(parseDocumentNumber(search)).toBeNull();
    },
  );

  it("reads back what it formats", () => {
    expect(parseDocumentNumber(formatDocumentNumber("INV", 42))).toBe(42);
  });
});
