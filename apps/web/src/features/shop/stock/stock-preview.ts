import { ADJUSTMENT_DIRECTIONS, type StockAdjustmentReason } from "@pitlane/domain";

type Direction = "in" | "out";

/** Only correction and other go either way: the form asks which, and sends it. */
export const isDirectionAsked = (reason: StockAdjustmentReason | null): boolean =>
  reason !== null && ADJUSTMENT_DIRECTIONS[reason] === "either";

/** A count's quantity is the units found on the shelf, not the units moved: its field says so. */
export const isCount = (reason: StockAdjustmentReason | null): boolean =>
  reason !== null && ADJUSTMENT_DIRECTIONS[reason] === "count";

/** The units typed so far, once they are a whole number of none or more; null before. */
const unitsTyped = (quantity: unknown): number | null =>
  typeof quantity === "number" && Number.isInteger(quantity) && quantity >= 0 ? quantity : null;

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
  const units = unitsTyped(quantity);
  if (reason === null || units === null) return null;
  const way = ADJUSTMENT_DIRECTIONS[reason];
  if (way === "count") return units;
  const resolved = way === "either" ? direction : way;
  if (!resolved) return null;
  return resolved === "in" ? current + units : current - units;
}

/**
 * What each branch will hold once a transfer is made, for the form's "Gulberg 10 → 6, Johar Town
 * 0 → 4": null for both until a whole number is typed, and for the branch the units go to until it
 * is chosen. Below zero is returned as it is, as for an adjustment.
 */
export function transferAfter(
  leaving: number,
  receiving: number | null,
  quantity: unknown,
): { leaving: number | null; receiving: number | null } {
  const units = unitsTyped(quantity);
  if (units === null) return { leaving: null, receiving: null };
  return { leaving: leaving - units, receiving: receiving === null ? null : receiving + units };
}
