import { ProductCreateBody, type ProductDto, type VariantDto } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { isLowStock } from "./product-hooks";
import { changedFields } from "../../../shared/forms/changed-fields";
import { errorCountsByTab, productValuesOf, tabOfError } from "./product-form-values";
import { stockBranchIds, variantValuesOf } from "./variant-form-values";

const [c1, b1, b2] = [
  "0b6f3c3e-6a4e-4a43-9d43-1b8f7f1c0a01",
  "0b6f3c3e-6a4e-4a43-9d43-1b8f7f1c0a02",
  "0b6f3c3e-6a4e-4a43-9d43-1b8f7f1c0a03",
];

const product = (overrides: Partial<ProductDto> = {}): ProductDto => ({
  _id: "p1",
  name: "Engine Oil",
  category_id: c1,
  category_name_english: "Lubricants",
  category_name_arabic: "زيوت",
  brand: null,
  description: null,
  image_id: null,
  unit: "Litter",
  branch_ids: [b1, b2],
  commission_type: null,
  commission_value: 0,
  active: true,
  track_stock: true,
  low_stock_level: 5,
  variants_count: 2,
  stock_total: 12,
  price_min: 10,
  price_max: 20,
  created_at: "2026-01-01T00:00:00.000Z",
  ...overrides,
});

const variant = (stock: { branch_id: string; quantity: number }[]): VariantDto => ({
  _id: "v1",
  product_id: "p1",
  name: "1 litre",
  sku: null,
  barcode: null,
  unit_price: 18,
  price: 25,
  reorder_level: null,
  discount_type: null,
  discount_value: 0,
  discounted_price: 25,
  stock: stock.map((s) => ({ ...s, branch_name_english: s.branch_id, branch_name_arabic: s.branch_id })),
  quantity: stock.reduce((sum, s) => sum + s.quantity, 0),
  created_at: "2026-01-01T00:00:00.000Z",
});

describe("product form values", () => {
  it("a saved product's values parse back to the body it was saved from, so an untouched edit sends nothing", () => {
    const saved = ProductCreateBody.parse(productValuesOf(product()));
    expect(changedFields(saved, saved)).toEqual({});
    expect(changedFields({ ...saved, name: "Gear Oil", branch_ids: [b2] }, saved)).toEqual({
      name: "Gear Oil",
      branch_ids: [b2],
    });
  });

  it("puts each field error on its tab", () => {
    expect(tabOfError("branch_ids.0")).toBe("locations");
    expect(tabOfError("commission_value")).toBe("commission");
    expect(tabOfError("low_stock_level")).toBe("settings");
    expect(tabOfError("body")).toBe("basic");
    expect(errorCountsByTab({ name: "is required", category_id: "is required", branch_ids: null })).toEqual({
      basic: 2,
    });
  });
});

describe("low stock", () => {
  it("marks a tracked product at or below its level, never one without variants or untracked", () => {
    expect(isLowStock(product({ stock_total: 5 }))).toBe(true);
    expect(isLowStock(product({ stock_total: 6 }))).toBe(false);
    expect(isLowStock(product({ stock_total: 0, track_stock: false }))).toBe(false);
    expect(isLowStock(product({ stock_total: 0, variants_count: 0 }))).toBe(false);
  });
});

describe("variant stock lines", () => {
  it("has one line per branch of the product, holding the variant's quantity there or 0", () => {
    const values = variantValuesOf(
      "p1",
      [
        { id: "b1", name: "North" },
        { id: "b2", name: "South" },
      ],
      variant([{ branch_id: "b2", quantity: 7 }]),
    );
    expect(values.stock).toEqual([
      { branch_id: "b1", quantity: 0 },
      { branch_id: "b2", quantity: 7 },
    ]);
  });

  it("keeps a branch taken off the product while the variant still holds stock there", () => {
    expect(stockBranchIds(["b1"], variant([{ branch_id: "b9", quantity: 3 }]))).toEqual(["b1", "b9"]);
    expect(stockBranchIds(["b1", "b2"])).toEqual(["b1", "b2"]);
  });
});
