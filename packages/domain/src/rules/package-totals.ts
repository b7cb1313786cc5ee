import { discountedPrice, type Discount } from "./discount.js";

export interface PackageLine {
  priceMinor: number;
  discount: Discount;
  /** Defaults to 1 (spec 000 section 3). */
  quantity?: number | null;
  /** Services only; products take no time. */
  durationMinutes?: number | null;
}

export interface PackageTotals {
  totalMinor: number;
  totalDurationMinutes: number;
}

/**
 * The package builder's totals: the amount is the sum of each line's discounted price times its
 * quantity, the duration the sum of the services' durations times their quantity.
 */
export function packageTotals(lines: readonly PackageLine[]): PackageTotals {
  return lines.reduce<PackageTotals>(
    (totals, line) => {
      const quantity = line.quantity ?? 1;
      return {
        totalMinor: totals.totalMinor + discountedPrice(line.priceMinor, line.discount) * quantity,
        totalDurationMinutes: totals.totalDurationMinutes + (line.durationMinutes ?? 0) * quantity,
      };
    },
    { totalMinor: 0, totalDurationMinutes: 0 },
  );
}
