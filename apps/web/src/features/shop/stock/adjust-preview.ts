import { ADJUSTMENT_DIRECTIONS, type StockAdjustmentReason } from "@pitlane/domain";

type Direction = "in" | "out";

/** Only correction and other go either way: the form asks which, and sends it. */
export const isDirectionAsked = (reason: StockAdjustmentReason | null): boolean =>
  reason !== null && ADJUSTMENT_DIRECTIONS[reason] === "either";

/** A count's quantity is the units found on the shelf, not the units moved: its field says so. */
export const isCount = (reason: StockAdjustmentReason | null): boolean =>
  reason !== null && ADJUSTMENT_DIRECTIONS[reason] === "count";

/**
 * What the branch will hold once the adjustment is made, for the form's "10 → 8"; null while the
 * form cannot tell yet (no reason, no way chosen, no whole number typed). Below zero is returned as
 * it is: the form shows it, and the server refuses it with its own words.
 */
export function stockAfter(
  current: number,
  reason: StockAdjustmentReason | null,
  direction: Direction | null | undefined,
  quantity: unknown,
): number | null {
  if (reason === null || typeof quantity !== "number" || !Number.isInteger(quantity) || quantity < 0) return null;
  const way = ADJUSTMENT_DIRECTIONS[reason];
  if (way === "count") return quantity;
  const resolved = way === "either" ? direction : way;
  if (!resolved) return null;
  return resolved === "in" ? current + quantity : current - quantity;
}
