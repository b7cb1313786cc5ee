import { type DraftPackage, initialDraft, reducer } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { testPackage as pkg, testService, testVariant } from "../package/test-catalog";
import { draftEstimate } from "./estimate";

const catalog = {
  services: [
    testService("oil", 1000),
    testService("wash", 500, { vatApplies: false, discount: [2, 10] }),
    testService("align", 2000),
  ],
  variants: [testVariant("filter", 300, [1, 50]), testVariant("wax", 200)],
  packages: [pkg("care", 2500)],
};

const start = reducer(initialDraft("2026-03-09"), { type: "set_branch", branch_id: "b1" });

describe("draftEstimate", () => {
  it("is zero for an empty job card", () => {
    expect(draftEstimate(start, catalog, 10).totalMinor).toBe(0);
  });

  it("adds services and products with their discounts, and VAT where it applies", () => {
    let draft = reducer(start, { type: "add_pair", pair: { service_id: "oil", provider_id: "ali", package_id: null } });
    draft = reducer(draft, { type: "add_pair", pair: { service_id: "wash", provider_id: "sara", package_id: null } });
    draft = reducer(draft, { type: "add_product", variant_id: "filter", quantity: 2 });
    const totals = draftEstimate(draft, catalog, 10);
    // 1000 + 500 + 2 x 300 = 2100 before discounts; wash -50, filter -2 x 50.
    expect(totals.subtotalMinor).toBe(210_000);
    expect(totals.discountMinor).toBe(15_000);
    // The wash carries no VAT: 10 % of 1000 + 500 (filters after discount).
    expect(totals.vatMinor).toBe(15_000);
    expect(totals.totalMinor).toBe(210_000);
  });

  it("prices a package by its own price, not by its services and products", () => {
    const care: DraftPackage = {
      package_id: "care",
      service_ids: ["align"],
      products: [{ variant_id: "wax", quantity: 1 }],
    };
    let draft = reducer(start, { type: "add_package", package: care });
    draft = reducer(draft, { type: "add_pair", pair: { service_id: "align", provider_id: "ali", package_id: "care" } });
    const totals = draftEstimate(draft, catalog, 10);
    expect(totals.subtotalMinor).toBe(250_000);
    expect(totals.totalMinor).toBe(275_000);
  });

  it("leaves out a line whose price has not loaded yet", () => {
    const draft = reducer(start, { type: "add_product", variant_id: "unknown", quantity: 1 });
    expect(draftEstimate(draft, catalog, 10).totalMinor).toBe(0);
  });
});
