/**
 * Odometer limits (spec 001 sections 5 and 9), read literally: a new reading may not be below the
 * reference reading, and may exceed it by at most 150 % of it, so new ≤ reference × 2.5. With no
 * reference reading (a vehicle never read before) only the lower bound, zero, applies.
 */
export const ODOMETER_MAX_GROWTH = 2.5;

export type OdometerCheck = "ok" | "below" | "above";

export function checkOdometer(reading: number, reference: number | null): OdometerCheck {
  if (reading < (reference ?? 0)) return "below";
  // Integers on both sides: reading * 2 ≤ reference * 5 is reading ≤ reference × 2.5 without floats.
  if (reference !== null && reference > 0 && reading * 2 > reference * 5) return "above";
  return "ok";
}

/** The highest reading the limit allows over a reference, for hints next to the field. */
export const maxOdometerOver = (reference: number): number => Math.floor((reference * 5) / 2);
