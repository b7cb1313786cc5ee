import { describe, expect, it } from "vitest";
import { previewDiscountedPrice } from "./discount-preview";

describe("the discounted price preview", () => {
  it("previews the discounted price by the server's rule, never below zero", () => {
    expect(previewDiscountedPrice({ price: 1500, discount_type: 2, discount_value: 12.5 })).toBe(1312.5);
    expect(previewDiscountedPrice({ price: 500, discount_type: 1, discount_value: 800 })).toBe(0);
    expect(previewDiscountedPrice({ price: 500, discount_type: null, discount_value: 800 })).toBe(500);
    expect(previewDiscountedPrice({ price: "", discount_type: null, discount_value: 0 })).toBeNull();
  });

  it("previews nothing for a negative price or discount, rather than other numbers than those typed", () => {
    expect(previewDiscountedPrice({ price: -50, discount_type: null, discount_value: 0 })).toBeNull();
    expect(previewDiscountedPrice({ price: 500, discount_type: 1, discount_value: -20 })).toBeNull();
    expect(previewDiscountedPrice({ price: 500, discount_type: null, discount_value: -20 })).toBe(500);
    expect(previewDiscountedPrice({ price: "-", discount_type: null, discount_value: 0 })).toBeNull();
  });
});
