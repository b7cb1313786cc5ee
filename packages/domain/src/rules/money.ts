/**
 * Money is held as integers of the currency's minor unit (PKR and SAR both have 100 per major
 * unit); only the API edge converts to major units with at most two decimals.
 */
export const MINOR_PER_MAJOR = 100;

export function toMinor(major: number): number {
  if (!Number.isFinite(major)) throw new RangeError("amount must be a finite number");
  // Shifting the decimal point in the text avoids 1.005 * 100 = 100.4999...; halves round away from zero.
  const shifted = Number(`${Math.abs(major)}e2`);
  return Math.sign(major) * Math.round(shifted);
}

export function toMajor(minor: number): number {
  if (!Number.isInteger(minor)) throw new RangeError("minor amount must be an integer");
  return minor / MINOR_PER_MAJOR;
}

/** Percentage of an amount in minor units, rounded half away from zero. `percent` may have two decimals. */
export function percentOf(minor: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  const product = minor * basisPoints;
  return Math.sign(product) * Math.round(Math.abs(product) / 10_000);
}

const twoDecimals = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount in major units with two decimals and Latin digits, as documents and mails print it: 25,000.00. */
export const formatAmount = (major: number): string => twoDecimals.format(major);

/** An amount with its currency, for mails and documents: PKR 25,000.00. */
export const formatMoney = (major: number, currency: string): string => `${currency} ${formatAmount(major)}`;
