import { type Discount, DiscountType, discountedPrice, toMajor, toMinor } from "@pitlane/domain";
import type { AmountType } from "./amount-type-control";

/** A number input's value as a number, or null while it is empty or not a number. */
export function numberOf(value: number | string): number | null {
  if (value === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
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
  const discount: Discount =
    values.discount_type === DiscountType.fixed
      ? { type: values.discount_type, value: toMinor(value) }
      : { type: values.discount_type, value };
  return toMajor(discountedPrice(toMinor(price), discount));
}
