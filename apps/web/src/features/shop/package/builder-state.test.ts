import type { PackageDto } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import {
  builderTotals,
  builderValuesOf,
  hasChoices,
  linePricesOf,
  withBranch,
  withQuantity,
  withService,
  withVariant,
  withoutService,
  withoutVariant,
} from "./builder-state";
import { testService, testVariant } from "./test-catalog";

// 1,500 less 100 fixed; 800 less 10%; 500 less 50 fixed; 200 less 12.5%.
const prices = linePricesOf(
  [
    testService("oil-change", 1500, { duration: 60, discount: [1, 100] }),
    testService("alignment", 800, { duration: 45, discount: [2, 10] }),
  ],
  [testVariant("5w30", 500, [1, 50]), testVariant("filter", 200, [2, 12.5])],
);
const empty = builderValuesOf();

describe("package builder state", () => {
  it("starts empty, without a branch, its price following the total", () => {
    expect(empty).toEqual({
      branch_id: "",
      name: "",
      description: "",
      services_id: [],
      products: [],
      price: null,
      active: true,
    });
    expect(hasChoices(empty)).toBe(false);
  });

  it("adds a service once and removes it", () => {
    const chosen = withService(withService(withBranch(empty, "b1"), "alignment"), "alignment");
    expect(chosen.services_id).toEqual(["alignment"]);
    expect(hasChoices(chosen)).toBe(true);
    expect(withoutService(chosen, "alignment").services_id).toEqual([]);
  });

  it("adds a product once with a quantity of 1, changes its quantity and removes it", () => {
    const added = withVariant(withVariant(empty, "5w30"), "5w30");
    expect(added.products).toEqual([{ product_variant_id: "5w30", quantity: 1 }]);
    const three = withQuantity(added, "5w30", 3);
    expect(three.products).toEqual([{ product_variant_id: "5w30", quantity: 3 }]);
    expect(withoutVariant(three, "5w30").products).toEqual([]);
  });

  it("clears the choices when the branch changes, but not when the same branch is chosen again", () => {
    const chosen = withVariant(withService(withBranch({ ...empty, name: "Full" }, "b1"), "alignment"), "5w30");
    expect(withBranch(chosen, "b1")).toBe(chosen);
    expect(withBranch(chosen, "b2")).toEqual({ ...empty, name: "Full", branch_id: "b2" });
  });

  it("totals the discounted lines times their quantities, an empty quantity counting as 1", () => {
    let v = withService(withService(empty, "oil-change"), "alignment");
    v = withQuantity(withVariant(withVariant(v, "5w30"), "filter"), "5w30", 3);
    // 1,400 + 720 + 450 x 3 + 175, in paisa; 60 + 45 minutes.
    expect(builderTotals(v, prices)).toEqual({ totalMinor: 364_500, totalDurationMinutes: 105 });
    expect(builderTotals(withQuantity(v, "5w30", null), prices).totalMinor).toBe(274_500);
    expect(builderTotals(empty, prices)).toEqual({ totalMinor: 0, totalDurationMinutes: 0 });
  });

  it("prices an edited package's lines the branch no longer offers at what the package showed", () => {
    const pkg: PackageDto = {
      _id: "pk",
      name: "Old",
      description: null,
      branch_id: "b1",
      branch_name_english: "Gulberg",
      branch_name_arabic: "جلبرج",
      services: [{ _id: "retired", name: "Retired", price: 100, discounted_price: 90, duration: 30 }],
      products: [
        {
          product_variant_id: "5w30",
          product_name: "Engine oil",
          variant_name: "5W-30",
          price: 400,
          discounted_price: 400,
          quantity: 2,
        },
      ],
      total_amount: 890,
      total_duration: 30,
      price: 890,
      active: false,
      created_at: "2026-01-01T00:00:00.000Z",
    };
    const values = builderValuesOf(pkg);
    expect(values).toMatchObject({ services_id: ["retired"], price: null, active: false });
    expect(builderValuesOf({ ...pkg, price: 850 }).price).toBe(850);
    // The retired service at 90; the oil at today's 450 (the choices win), twice.
    const edited = linePricesOf([], [testVariant("5w30", 500, [1, 50])], pkg);
    expect(builderTotals(values, edited)).toEqual({ totalMinor: 99_000, totalDurationMinutes: 30 });
  });
});
