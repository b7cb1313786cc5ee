import { describe, expect, it } from "vitest";
import { numberOf, previewDiscountedPrice } from "./discount-preview";

describe("the discounted price preview", () => {
  it("previews the discounted price by the server's rule, never below zero", () => {
    expect(previewDiscountedPrice({ price: 1500, discount_type: 2, discount_value: 12.5 })).toBe(1312.5);
    expect(previewDiscountedPrice({ price: 500, discount_type: 1, discount_value: 800 })).toBe(0);
    expect(previewDiscountedPrice({ price: 500, discount_type: null, discount_value: 800 })).toBe(500);
    expect(previewDiscountedPrice({ price: "", discount_type: null, discount_value: 0 })).toBeNull();
  });

  it("reads a number input's value, or nothing while it is empty or not a number", () => {
    expect(numberOf("12.5")).toBe(12.5);
    expect(numberOf(0)).toBe(0);
    expect(numberOf("")).toBeNull();
    expect(numberOf("1e")).toBeNull();
  });
});
