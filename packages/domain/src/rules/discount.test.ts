import { describe, expect, it } from "vitest";
import { DiscountType, discountedPrice } from "./discount.js";

// Prices in minor units: Rs 2,500 is 250000.
const none = { type: null, value: 0 } as const;
const fixed = (value: number) => ({ type: DiscountType.fixed, value });
const percent = (value: number) => ({ type: DiscountType.percentage, value });

describe("discountedPrice", () => {
  it("numbers the types as spec 000 does: Fixed 1, Percentage 2", () => {
    expect(DiscountType).toEqual({ fixed: 1, percentage: 2 });
  });

  it("leaves the price alone without a discount, whatever value is left over", () => {
    expect(discountedPrice(250_000, none)).toBe(250_000);
    expect(discountedPrice(250_000, { type: null, value: 50_000 })).toBe(250_000);
  });

  it("subtracts a fixed amount", () => {
    expect(discountedPrice(250_000, fixed(50_000))).toBe(200_000);
    expect(discountedPrice(250_000, fixed(1))).toBe(249_999);
    expect(discountedPrice(250_000, fixed(0))).toBe(250_000);
  });

  it("subtracts a percent of the price", () => {
    expect(discountedPrice(250_000, percent(10))).toBe(225_000);
    expect(discountedPrice(250_000, percent(100))).toBe(0);
    expect(discountedPrice(250_000, percent(0))).toBe(250_000);
  });

  it("takes percents with two decimals", () => {
    // 12.5 % of Rs 1,800 is Rs 225.
    expect(discountedPrice(180_000, percent(12.5))).toBe(157_500);
    // 33.33 % of Rs 100 is Rs 33.33.
    expect(discountedPrice(10_000, percent(33.33))).toBe(6_667);
    expect(discountedPrice(10_000, percent(0.01))).toBe(9_999);
  });

  it("rounds the discount to whole minor units, halves away from zero", () => {
    // 12.5 % of Rs 9.99 is 124.875 paisa: 125 off.
    expect(discountedPrice(999, percent(12.5))).toBe(874);
    // 15 % of Rs 0.10 is 1.5 paisa: 2 off.
    expect(discountedPrice(10, percent(15))).toBe(8);
    // 10 % of Rs 0.04 is 0.4 paisa: nothing off.
    expect(discountedPrice(4, percent(10))).toBe(4);
  });

  it("counts a line below zero as zero", () => {
    expect(discountedPrice(250_000, fixed(300_000))).toBe(0);
    expect(discountedPrice(250_000, fixed(250_000))).toBe(0);
    expect(discountedPrice(0, fixed(100))).toBe(0);
    expect(discountedPrice(250_000, percent(150))).toBe(0);
  });

  it("always answers whole minor units", () => {
    for (const p of [1, 7, 99, 12_345, 250_000]) {
      for (const v of [0.01, 7.5, 12.34, 33.33, 99.99]) {
        expect(Number.isInteger(discountedPrice(p, percent(v)))).toBe(true);
      }
    }
  });
});
