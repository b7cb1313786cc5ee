import { describe, expect, it } from "vitest";
import { formatLitrePrice, fromLitrePrice, hasLitrePriceDecimals, toLitrePrice } from "./litre-price.js";

describe("a price per litre", () => {
  it.each([
    [272.89, 2_728_900],
    [272.8925, 2_728_925],
    [2.18, 21_800],
    [1.66, 16_600],
    [0.0001, 1],
    [0.1 + 0.2, 3_000],
    [99_999.9999, 999_999_999],
  ])("%d per litre is stored as %i hundredths of a minor unit", (major, stored) => {
    expect(toLitrePrice(major)).toBe(stored);
    expect(fromLitrePrice(stored)).toBeCloseTo(major, 10);
  });

  it("rounds a fifth decimal half away from zero, and tiny values printed in exponent form", () => {
    expect(toLitrePrice(1.00005)).toBe(10_001);
    expect(toLitrePrice(1.00004)).toBe(10_000);
    expect(toLitrePrice(0.0000001)).toBe(0);
  });

  it("refuses what is not a number, and reads back only whole stored values", () => {
    expect(() => toLitrePrice(Number.NaN)).toThrow(RangeError);
    expect(() => fromLitrePrice(1.5)).toThrow(RangeError);
  });

  it("takes at most four decimals", () => {
    expect(hasLitrePriceDecimals(272.8925)).toBe(true);
    expect(hasLitrePriceDecimals(272)).toBe(true);
    expect(hasLitrePriceDecimals(272.89251)).toBe(false);
    expect(hasLitrePriceDecimals(Number.POSITIVE_INFINITY)).toBe(false);
  });

  it("shows two to four decimals with grouped thousands", () => {
    expect(formatLitrePrice(2_728_900)).toBe("272.89");
    expect(formatLitrePrice(2_728_925)).toBe("272.8925");
    expect(formatLitrePrice(21_800)).toBe("2.18");
    expect(formatLitrePrice(10_028_925)).toBe("1,002.8925");
  });
});
