import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { describeIssue } from "../platform/validation.js";
import { PackageSaveBody } from "./package.js";

function problemsOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map(describeIssue);
}

const BRANCH = "3f2b8c1e-4d5a-4b6c-9d7e-8f9a0b1c2d3e";
const OIL_CHANGE = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const TUNING = "a3bb189e-8bf9-3888-9912-ace4e6543002";
const OIL_4L = "16fd2706-8baf-433b-82eb-8c7fada847da";
const basic = { branch_id: BRANCH, name: "Basic service", services_id: [OIL_CHANGE] };

describe("PackageSaveBody (add-package)", () => {
  it("takes services and product lines, price left to the total and active by default", () => {
    const parsed = PackageSaveBody.parse({ ...basic, products: [{ product_variant_id: OIL_4L, quantity: 2 }] });
    expect(parsed).toEqual({
      branch_id: BRANCH,
      name: "Basic service",
      description: null,
      services_id: [OIL_CHANGE],
      products: [{ product_variant_id: OIL_4L, quantity: 2 }],
      active: true,
    });
    expect(parsed.price ?? null).toBeNull();
  });

  it("keeps the package's own selling price", () => {
    expect(PackageSaveBody.parse({ ...basic, price: 4999.5 }).price).toBe(4999.5);
    expect(problemsOf(PackageSaveBody, { ...basic, price: -1 })).toEqual(["price: must be at least 0"]);
  });

  it("updates when an id is sent", () => {
    expect(PackageSaveBody.parse({ ...basic, id: TUNING }).id).toBe(TUNING);
    expect(problemsOf(PackageSaveBody, { ...basic, id: "1" })).toEqual(["id: must be a valid id"]);
  });

  it("refuses a package with nothing in it, naming services_id", () => {
    expect(problemsOf(PackageSaveBody, { branch_id: BRANCH, name: "Empty" })).toEqual(["services_id: is required"]);
    expect(problemsOf(PackageSaveBody, { ...basic, services_id: [], products: [] })).toEqual([
      "services_id: is required",
    ]);
  });

  it("accepts products only", () => {
    const body = { ...basic, services_id: [], products: [{ product_variant_id: OIL_4L, quantity: 1 }] };
    expect(problemsOf(PackageSaveBody, body)).toEqual([]);
  });

  it("needs a branch and a name", () => {
    expect(problemsOf(PackageSaveBody, { ...basic, branch_id: undefined })).toEqual(["branch_id: must be a valid id"]);
    expect(problemsOf(PackageSaveBody, { ...basic, name: " " })).toEqual(["name: is required"]);
  });

  it("refuses the same service or variant twice", () => {
    expect(problemsOf(PackageSaveBody, { ...basic, services_id: [OIL_CHANGE, TUNING, OIL_CHANGE] })).toEqual([
      "services_id: lists the same item twice",
    ]);
    const twice = [
      { product_variant_id: OIL_4L, quantity: 1 },
      { product_variant_id: OIL_4L, quantity: 2 },
    ];
    expect(problemsOf(PackageSaveBody, { ...basic, products: twice })).toEqual(["products: lists the same item twice"]);
  });

  it("wants a whole quantity of at least 1 on each product line", () => {
    const cases: [number, string][] = [
      [0, "must be at least 1"],
      [-1, "must be at least 1"],
      [1.5, "must be a whole number"],
      [1001, "must be at most 1000"],
    ];
    for (const [quantity, message] of cases) {
      expect(problemsOf(PackageSaveBody, { ...basic, products: [{ product_variant_id: OIL_4L, quantity }] })).toEqual([
        `products.0.quantity: ${message}`,
      ]);
    }
  });
});
