import { type Discount, DiscountType, discountedPrice, toMajor, toMinor } from "@pitlane/domain";
import type { AmountType } from "./amount-type-control";
import { numberOf } from "./number-value";

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
 * null while the price or the discount is one the server would refuse as negative (the form says
 * why), rather than a preview of other numbers than those typed.
 */
export function previewDiscountedPrice(values: PriceInputs): number | null {
  const price = numberOf(values.price);
  const discount = values.discount_type === null ? 0 : (numberOf(values.discount_value) ?? 0);
  if (price === null || price < 0 || discount < 0) return null;
  return toMajor(discountedPrice(toMinor(price), discountOf(values.discount_type, discount)));
}
