import { describe, expect, it } from "vitest";
import { ruleHolderProblem, fuelTypeMatches, rangesOverlap } from "./assignment.js";
import { bankCodeOfIban, isValidIban, normalizeIban } from "./iban.js";
import { checkOdometer, maxOdometerOver } from "./odometer.js";
import { isTpin } from "./tpin.js";

describe("checkOdometer (new ≤ previous × 2.5)", () => {
  it("refuses a reading below the previous one", () => {
    expect(checkOdometer(9_999, 10_000)).toBe("below");
  });
  it("accepts the previous reading itself and exactly 150 % more", () => {
    expect(checkOdometer(10_000, 10_000)).toBe("ok");
    expect(checkOdometer(25_000, 10_000)).toBe("ok");
  });
  it("refuses one kilometre past 150 % more", () => {
    expect(checkOdometer(25_001, 10_000)).toBe("above");
  });
  it("rounds the limit down on odd readings", () => {
    expect(maxOdometerOver(10_001)).toBe(25_002);
    expect(checkOdometer(25_002, 10_001)).toBe("ok");
    expect(checkOdometer(25_003, 10_001)).toBe("above");
  });
  it("applies only the lower bound without a previous reading or from zero", () => {
    expect(checkOdometer(900_000, null)).toBe("ok");
    expect(checkOdometer(-1, null)).toBe("below");
    expect(checkOdometer(120, 0)).toBe("ok");
  });
});

describe("IBAN", () => {
  it("accepts valid Pakistani and Saudi IBANs of 24 characters, spaces and case aside", () => {
    expect(isValidIban("PK36SCBL0000001123456702")).toBe(true);
    expect(isValidIban("pk36 scbl 0000 0011 2345 6702")).toBe(true);
    expect(isValidIban("SA0380000000608010167519")).toBe(true);
  });
  it("refuses a wrong checksum, length or country", () => {
    expect(isValidIban("PK37SCBL0000001123456702")).toBe(false);
    expect(isValidIban("PK36SCBL000000112345670")).toBe(false);
    expect(isValidIban("PK36SCBL00000011234567021")).toBe(false);
    expect(isValidIban("GB82WEST12345698765432")).toBe(false);
    expect(isValidIban("")).toBe(false);
  });
  it("reads the bank code of each country", () => {
    expect(bankCodeOfIban("PK36SCBL0000001123456702")).toBe("SCBL");
    expect(bankCodeOfIban("SA0380000000608010167519")).toBe("80");
    expect(bankCodeOfIban("DE89370400440532013000")).toBeNull();
    expect(normalizeIban(" sa03 8000 ")).toBe("SA038000");
  });
});

describe("T-PIN", () => {
  it("is 4 to 6 digits", () => {
    for (const pin of ["1234", "12345", "123456"]) expect(isTpin(pin)).toBe(true);
    for (const pin of ["123", "1234567", "12a4", " 1234", "", "１２３４"]) expect(isTpin(pin)).toBe(false);
  });
});

describe("ruleHolderProblem (exactly one of employee and vehicle holds the rule)", () => {
  it("refuses neither and both, accepts either one", () => {
    expect(ruleHolderProblem(null, null)).toBe("rule_none");
    expect(ruleHolderProblem("r1", "r2")).toBe("rule_both");
    expect(ruleHolderProblem("r1", null)).toBeNull();
    expect(ruleHolderProblem(null, "r2")).toBeNull();
  });
});

describe("fuelTypeMatches", () => {
  it("matches the primary or the secondary tank", () => {
    expect(fuelTypeMatches(["petrol", null], "petrol")).toBe(true);
    expect(fuelTypeMatches(["petrol", "diesel"], "diesel")).toBe(true);
    expect(fuelTypeMatches(["petrol", null], "diesel")).toBe(false);
  });
});

describe("rangesOverlap", () => {
  const at = (hour: number) => new Date(Date.UTC(2026, 10, 2, hour));
  it("finds overlaps and lets one range end where the next begins", () => {
    expect(rangesOverlap({ start: at(8), end: at(12) }, { start: at(11), end: at(14) })).toBe(true);
    expect(rangesOverlap({ start: at(8), end: at(12) }, { start: at(9), end: at(10) })).toBe(true);
    expect(rangesOverlap({ start: at(8), end: at(12) }, { start: at(12), end: at(14) })).toBe(false);
    expect(rangesOverlap({ start: at(12), end: at(14) }, { start: at(8), end: at(12) })).toBe(false);
  });
});
