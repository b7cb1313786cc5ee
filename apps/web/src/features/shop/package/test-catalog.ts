import type { PackageDto, ServiceSummaryDto, VariantChoiceDto } from "@pitlane/domain";

/** A discount as the API writes it: Fixed (1) in major units or Percentage (2). */
type TestDiscount = [1 | 2, number];

/** A branch's service as its choices list it, for unit tests of what the package builder and the job card price. */
export const testService = (
  id: string,
  price: number,
  options: { duration?: number; vatApplies?: boolean; discount?: TestDiscount } = {},
): ServiceSummaryDto => ({
  _id: id,
  name: id,
  category_id: "c",
  category_name_english: "C",
  category_name_arabic: "ف",
  description: null,
  price,
  discount_type: options.discount?.[0] ?? null,
  discount_value: options.discount?.[1] ?? 0,
  discounted_price: 0,
  duration: options.duration ?? 30,
  quantity: 1,
  branch_ids: ["b1"],
  online_booking: false,
  lead_time_minutes: 0,
  commission_type: null,
  commission_value: 0,
  active: true,
  vat_applies: options.vatApplies ?? true,
  created_at: "2026-01-01T00:00:00.000Z",
});

/** A branch's product variant as its choices list it. */
export const testVariant = (id: string, price: number, discount?: TestDiscount): VariantChoiceDto => ({
  _id: id,
  product_id: "p",
  product_name: "Engine oil",
  name: id,
  price,
  discount_type: discount?.[0] ?? null,
  discount_value: discount?.[1] ?? 0,
  discounted_price: 0,
  track_stock: true,
  quantity: 10,
});

/** A branch's package at its price, with neither services nor products of its own. */
export const testPackage = (id: string, price: number): PackageDto => ({
  _id: id,
  name: id,
  description: null,
  branch_id: "b1",
  branch_name_english: "Main",
  branch_name_arabic: "الرئيسي",
  services: [],
  products: [],
  total_amount: price,
  total_duration: 0,
  price,
  active: true,
  created_at: "2026-01-01T00:00:00.000Z",
});
