import { describe, expect, it } from "vitest";
import { MINOR_PER_MAJOR, percentOf, toMajor, toMinor } from "./money.js";

describe("toMinor", () => {
  it("converts major units to minor units", () => {
    expect(MINOR_PER_MAJOR).toBe(100);
    expect(toMinor(12.34)).toBe(1234);
    expect(toMinor(0)).toBe(0);
    expect(toMinor(1500)).toBe(150000);
  });

  it.each([
    [0.1 + 0.2, 30],
    [1.1 + 2.2, 330],
    [0.29, 29],
    [1.15, 115],
    [4.35, 435],
    [19.99, 1999],
    [1234567.89, 123456789],
  ])("rounds the float %d to %i minor units", (major, minor) => {
    expect(toMinor(major)).toBe(minor);
  });

  it("converts negative amounts (refunds)", () => {
    expect(toMinor(-19.99)).toBe(-1999);
    expect(toMinor(-0.1 - 0.2)).toBe(-30);
    // Halves round away from zero whatever the sign, and 1.005 is not taken for 1.00499...
    expect(toMinor(1.005)).toBe(101);
    expect(toMinor(-0.015)).toBe(-2);
    expect(toMinor(0.015)).toBe(2);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])("throws on %d", (value) => {
    expect(() => toMinor(value)).toThrow(RangeError);
    expect(() => toMinor(value)).toThrow("amount must be a finite number");
  });
});

describe("toMajor", () => {
  it("converts minor units to major units", () => {
    expect(toMajor(1234)).toBe(12.34);
    expect(toMajor(5)).toBe(0.05);
    expect(toMajor(-1999)).toBe(-19.99);
    expect(toMajor(0)).toBe(0);
  });

  it.each([12.5, 0.1, Number.NaN, Number.POSITIVE_INFINITY])("throws on the non-integer %d", (value) => {
    expect(() => toMajor(value)).toThrow(RangeError);
    expect(() => toMajor(value)).toThrow("minor amount must be an integer");
  });

  it.each([0, 1, 99, 1999, 123456789, -1999])("round-trips %i through toMinor", (minor) => {
    expect(toMinor(toMajor(minor))).toBe(minor);
  });
});

describe("percentOf", () => {
  it("takes 10% of 1999 minor units as 200 (199.9 rounded)", () => {
    expect(percentOf(1999, 10)).toBe(200);
  });

  it("handles a percentage with decimals: 12.5% of 1000 is 125", () => {
    expect(percentOf(1000, 12.5)).toBe(125);
  });

  it("handles two decimals: 12.34% of 10000 is 1234", () => {
    expect(percentOf(10000, 12.34)).toBe(1234);
  });

  it("rounds an exact half away from zero", () => {
    expect(percentOf(10, 5)).toBe(1);
    expect(percentOf(-10, 5)).toBe(-1);
  });

  it.each([
    [1999, 10],
    [10, 5],
    [15, 10],
    [1005, 12.5],
    [333, 33.33],
  ])("rounds a negative %i symmetrically with the positive at %d%%", (minor, percent) => {
    const positive = percentOf(minor, percent);
    expect(positive).toBeGreaterThan(0);
    expect(percentOf(-minor, percent)).toBe(-positive);
  });

  it("gives -200 for 10% of -1999", () => {
    expect(percentOf(-1999, 10)).toBe(-200);
  });

  it("is 0 for a zero amount or zero percent and the whole amount at 100%", () => {
    expect(percentOf(0, 10)).toBe(0);
    expect(percentOf(1000, 0)).toBe(0);
    expect(percentOf(1999, 100)).toBe(1999);
  });

  it("returns whole minor units", () => {
    for (const minor of [1, 7, 333, 1999, 98765]) {
      expect(Number.isInteger(percentOf(minor, 12.5))).toBe(true);
    }
  });
});
