import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fuelAmountOf, millilitresFor, purchaseAmounts, toMillilitres } from "./purchase-money.js";

describe("the money of a purchase", () => {
  it("prices 40 L of petrol at 272.89 PKR/L at 10,915.60 PKR", () => {
    expect(fuelAmountOf(40_000, 2_728_900)).toBe(1_091_560);
  });

  it("adds commission and the tax on the commission, not on the fuel", () => {
    // 10,000.00 PKR of fuel, 1.5 % commission (150.00), 16 % tax on it (24.00).
    expect(purchaseAmounts(millilitresFor(1_000_000, 2_500_000), 2_500_000, 150, 1600)).toEqual({
      fuel: 1_000_000,
      commission: 15_000,
      tax: 2_400,
      total: 1_017_400,
    });
  });

  it("buys for an amount never more fuel than the amount pays for, and within one mL of it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 1_000, max: 10_000_000 }),
        (amount, price) => {
          const ml = millilitresFor(amount, price);
          expect(fuelAmountOf(ml, price)).toBeLessThanOrEqual(amount);
          expect(fuelAmountOf(ml + 1, price) + 1).toBeGreaterThan(amount - price / 100_000);
        },
      ),
    );
  });

  it("keeps litres × price within one minor unit of the amount (MONEY.md invariant 6)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000 }), fc.integer({ min: 1, max: 10_000_000 }), (ml, price) => {
        expect(Math.abs((ml * price) / 100_000 - fuelAmountOf(ml, price))).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it("reads litres with up to three decimals and refuses a fourth", () => {
    expect(toMillilitres(40.125)).toBe(40_125);
    expect(toMillilitres(0.001)).toBe(1);
    expect(toMillilitres(1.0005)).toBeNull();
  });
});
