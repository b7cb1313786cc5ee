import { describe, expect, it } from "vitest";
import { z } from "zod";
import { describeIssue } from "../platform/validation.js";
import { AmountType, checkAmountType } from "./pricing.js";

/** A body with one discount pair, checked the way every catalog schema checks it. */
const Body = z
  .object({ discount_type: AmountType.optional(), discount_value: z.number().optional() })
  .superRefine((body, ctx) => checkAmountType("discount", body.discount_type, body.discount_value, ctx));

function problemsOf(value: unknown): string[] {
  const result = Body.safeParse(value);
  return result.success ? [] : result.error.issues.map(describeIssue);
}

const PERCENT = "discount_value: must be a percent with at most two decimals";
const AMOUNT = "discount_value: must be an amount with at most two decimals";

describe("AmountType", () => {
  it("is Fixed (1), Percentage (2) or none", () => {
    expect(AmountType.parse(1)).toBe(1);
    expect(AmountType.parse(2)).toBe(2);
    expect(AmountType.parse(null)).toBeNull();
    for (const bad of [0, 3, "1", "fixed"]) expect(AmountType.safeParse(bad).success).toBe(false);
  });
});

describe("checkAmountType", () => {
  it("takes a percent from 0 to 100 with up to two decimals for Percentage", () => {
    for (const value of [0, 10, 12.5, 33.33, 100])
      expect(problemsOf({ discount_type: 2, discount_value: value })).toEqual([]);
    expect(problemsOf({ discount_type: 2, discount_value: 100.01 })).toEqual(["discount_value: must be at most 100"]);
    expect(problemsOf({ discount_type: 2, discount_value: 12.345 })).toEqual([PERCENT]);
  });

  it("takes an amount with up to two decimals for Fixed, however large a percent it would be", () => {
    for (const value of [0, 150, 2500, 4999.99])
      expect(problemsOf({ discount_type: 1, discount_value: value })).toEqual([]);
    expect(problemsOf({ discount_type: 1, discount_value: 0.001 })).toEqual([AMOUNT]);
    expect(problemsOf({ discount_type: 1, discount_value: -5 })).toEqual(["discount_value: must be at least 0"]);
  });

  it("checks nothing without a type or a value, as a partial change may send one alone", () => {
    expect(problemsOf({ discount_type: null, discount_value: 500 })).toEqual([]);
    expect(problemsOf({ discount_value: 500 })).toEqual([]);
    expect(problemsOf({ discount_type: 2 })).toEqual([]);
  });
});
