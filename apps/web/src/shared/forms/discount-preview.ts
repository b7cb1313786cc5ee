import { type Discount, DiscountType, discountedPrice, toMajor, toMinor } from "@pitlane/domain";
import type { AmountType } from "./amount-type-control";

/** A number input's value as a number, or null while it is empty or not a number. */
export function numberOf(value: number | string): number | null {
  if (value === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** A discount as the API and the forms hold it (major units for Fixed, a percent for Percentage) as the rules take it. */
export function discountOf(type: AmountType, value: number): Discount {
  if (type === DiscountType.fixed) return { type, value: toMinor(value) };
  if (type === DiscountType.percentage) return { type, value };
  return { type: null, value: 0 };
}

/** A price and its discount as the inputs hold them while typed. */
export interface PriceInputs {
  price: number | string;
  discount_type: AmountType;
  discount_value: number | string;
}

/**
 * The price after the discount while the form is filled in, by the same rule the server applies;
 * null until the price reads as an amount.
 */
export function previewDiscountedPrice(values: PriceInputs): number | null {
  const price = numberOf(values.price);
  if (price === null || price < 0) return null;
  const value = Math.max(0, numberOf(values.discount_value) ?? 0);
  return toMajor(discountedPrice(toMinor(price), discountOf(values.discount_type, value)));
}
