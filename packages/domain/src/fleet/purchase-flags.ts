/**
 * Exceptions on an approved purchase worth a fleet manager's look (issue: "approved purchases that
 * deserve a look"). None of them declines: the purchase passed every rule; they only flag it.
 */
export const PURCHASE_FLAGS = ["over_tank", "distance_off", "quick_refill"] as const;
export type PurchaseFlag = (typeof PURCHASE_FLAGS)[number];

/**
 * How a fleet manager closes the look a flagged purchase deserved: explained (a reason was found), or
 * disputed (the company contests it; the platform's staff see those). Either comes with a note.
 */
export const PURCHASE_REVIEWS = ["explained", "disputed"] as const;
export type PurchaseReview = (typeof PURCHASE_REVIEWS)[number];
/** The review list's choice among the flagged: not reviewed yet, or reviewed one way. */
export const REVIEW_FILTERS = ["pending", ...PURCHASE_REVIEWS] as const;

/** A second fill of a vehicle within this many minutes of its last is flagged. */
export const QUICK_REFILL_MINUTES = 120;
/** Km since the last fill outside this share of what the litres and the vehicle's rate predict is flagged. */
const DISTANCE_TOLERANCE = 0.5;

export interface FillFacts {
  ml: number;
  tankMl: number;
  /** Kilometres per litre in hundredths, as the vehicle keeps it; null when not set. */
  consumptionRate: number | null;
  /** The vehicle's last completed fill before this one, if any. */
  last: { odometer: number; minutesAgo: number } | null;
  odometer: number;
}

export function purchaseFlags(fill: FillFacts): PurchaseFlag[] {
  const flags: PurchaseFlag[] = [];
  if (fill.ml > fill.tankMl) flags.push("over_tank");
  if (fill.last && fill.consumptionRate) {
    // The litres of this fill are what the kilometres since the last one burned (full-to-full).
    const expectedKm = (fill.ml / 1000) * (fill.consumptionRate / 100);
    const km = fill.odometer - fill.last.odometer;
    if (Math.abs(km - expectedKm) > expectedKm * DISTANCE_TOLERANCE) flags.push("distance_off");
  }
  if (fill.last && fill.last.minutesAgo < QUICK_REFILL_MINUTES) flags.push("quick_refill");
  return flags;
}
