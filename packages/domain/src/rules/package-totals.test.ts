import { describe, expect, it } from "vitest";
import { DiscountType } from "./discount.js";
import { packageTotals, type PackageLine } from "./package-totals.js";

const none = { type: null, value: 0 } as const;

// A "Basic service" at a Lahore workshop, in minor units.
const oilChange: PackageLine = { priceMinor: 150_000, discount: none, durationMinutes: 45 };
const tuning: PackageLine = {
  priceMinor: 400_000,
  discount: { type: DiscountType.percentage, value: 10 },
  durationMinutes: 90,
};
const engineOil: PackageLine = {
  priceMinor: 1_250_000,
  discount: { type: DiscountType.fixed, value: 50_000 },
  quantity: 1,
};
const oilFilter: PackageLine = { priceMinor: 120_000, discount: none, quantity: 2 };

describe("packageTotals", () => {
  it("is zero for an empty package", () => {
    expect(packageTotals([])).toEqual({ totalMinor: 0, totalDurationMinutes: 0 });
  });

  it("adds each line's discounted price times its quantity and the services' durations", () => {
    expect(packageTotals([oilChange, tuning, engineOil, oilFilter])).toEqual({
      // 1,500 + (4,000 - 10 %) + (12,500 - 500) + 2 x 1,200 = 19,500
      totalMinor: 150_000 + 360_000 + 1_200_000 + 240_000,
      totalDurationMinutes: 135,
    });
  });

  it("takes a missing or null quantity as 1", () => {
    const withoutQuantity = packageTotals([{ priceMinor: 120_000, discount: none }]);
    const nullQuantity = packageTotals([{ priceMinor: 120_000, discount: none, quantity: null }]);
    expect(withoutQuantity.totalMinor).toBe(120_000);
    expect(nullQuantity.totalMinor).toBe(120_000);
  });

  it("applies the discount once per unit, then multiplies by the quantity", () => {
    const line: PackageLine = {
      priceMinor: 999,
      discount: { type: DiscountType.percentage, value: 12.5 },
      quantity: 4,
    };
    // Each unit is 874 after its rounded discount (see discountedPrice), not 4 x 999 less 12.5 % (3,496.5).
    expect(packageTotals([line]).totalMinor).toBe(3_496);
  });

  it("counts a line whose discount exceeds its price as zero, not as a credit", () => {
    const free: PackageLine = {
      priceMinor: 50_000,
      discount: { type: DiscountType.fixed, value: 80_000 },
      quantity: 3,
    };
    expect(packageTotals([free, oilChange]).totalMinor).toBe(150_000);
  });

  it("gives products no time and a service's quantity its time again", () => {
    expect(packageTotals([engineOil, oilFilter]).totalDurationMinutes).toBe(0);
    expect(packageTotals([{ ...oilChange, quantity: 2 }]).totalDurationMinutes).toBe(90);
    expect(packageTotals([{ ...oilChange, durationMinutes: null }]).totalDurationMinutes).toBe(0);
  });

  it("does not depend on the order of the lines", () => {
    const lines = [oilChange, tuning, engineOil, oilFilter];
    expect(packageTotals([...lines].reverse())).toEqual(packageTotals(lines));
  });
});
