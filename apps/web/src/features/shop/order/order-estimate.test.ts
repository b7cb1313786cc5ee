import { describe, expect, it } from "vitest";
import { testPackage, testVariant } from "../package/test-catalog";
import { orderEstimate } from "./order-estimate";

const catalog = {
  variants: [testVariant("filter", 300, [1, 50]), testVariant("wax", 200)],
  packages: [testPackage("care", 2500)],
};

describe("orderEstimate", () => {
  it("is zero for an empty order", () => {
    expect(orderEstimate({ products: [], package_ids: [] }, catalog, 15).totalMinor).toBe(0);
  });

  it("adds products with their discounts and packages at their price, then VAT on the whole", () => {
    const totals = orderEstimate(
      { products: [{ variant_id: "filter", quantity: 2 }], package_ids: ["care"] },
      catalog,
      10,
    );
    // 2 x 300 + 2500 before discounts; the filter is 50 off each.
    expect(totals.subtotalMinor).toBe(310_000);
    expect(totals.discountMinor).toBe(10_000);
    expect(totals.vatMinor).toBe(30_000);
    expect(totals.totalMinor).toBe(330_000);
  });

  it("counts a quantity still being typed for nothing", () => {
    const totals = orderEstimate({ products: [{ variant_id: "wax", quantity: "" }], package_ids: [] }, catalog, 10);
    expect(totals.totalMinor).toBe(0);
  });
});
