import { percentOf } from "./money.js";

/** Spec 000 section 9: Fixed (1) subtracts an amount, Percentage (2) a percent of the price. */
export const DiscountType = { fixed: 1, percentage: 2 } as const;
export type DiscountType = (typeof DiscountType)[keyof typeof DiscountType];

export interface Discount {
  /** null for no discount. */
  type: DiscountType | null;
  /** Minor units for Fixed; a percent (up to two decimals) for Percentage. */
  value: number;
}

/** The price after the discount, in minor units; a line below zero counts as zero (section 5). */
export function discountedPrice(priceMinor: number, discount: Discount): number {
  const off =
    discount.type === DiscountType.fixed
      ? discount.value
      : discount.type === DiscountType.percentage
        ? percentOf(priceMinor, discount.value)
        : 0;
  return Math.max(0, priceMinor - off);
}
