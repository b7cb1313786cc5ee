/**
 * A price per litre is kept as an integer of hundredths of the currency's minor unit (MONEY.md:
 * quantities need more precision than money): 272.89 PKR/L is 2,728,900, and 272.8925 PKR/L is
 * 2,728,925. Screens show and take it per litre in major units with up to four decimals.
 */
export const LITRE_PRICE_PER_MAJOR = 10_000;

/** The decimals a price per litre in major units may have: hundredths of a paisa or a halala. */
const LITRE_PRICE_DECIMALS = 4;

/** A price per litre in major units (272.8925) as the stored integer (2,728,925), rounded half away from zero. */
export function toLitrePrice(major: number): number {
  if (!Number.isFinite(major)) throw new RangeError("price must be a finite number");
  const magnitude = Math.abs(major);
  // Shifting the decimal point in the text avoids 272.89 * 10000 = 2728899.9999...; tiny values print in exponent form.
  const text = String(magnitude);
  const shifted = text.includes("e") ? magnitude * LITRE_PRICE_PER_MAJOR : Number(`${text}e${LITRE_PRICE_DECIMALS}`);
  return Math.sign(major) * Math.round(shifted);
}

/** The stored integer as a price per litre in major units: 2,728,900 is 272.89. */
export function fromLitrePrice(price: number): number {
  if (!Number.isInteger(price)) throw new RangeError("a stored price per litre must be an integer");
  return price / LITRE_PRICE_PER_MAJOR;
}

/** Whether a price per litre in major units has at most four decimals. */
export const hasLitrePriceDecimals = (major: number): boolean =>
  Number.isFinite(major) && toLitrePrice(major) / LITRE_PRICE_PER_MAJOR === major;

const litrePriceFormat = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 2,
  maximumFractionDigits: LITRE_PRICE_DECIMALS,
});

/** The stored price per litre as people read it, Latin digits, two to four decimals: "272.89", "1,002.8925". */
export const formatLitrePrice = (price: number): string => litrePriceFormat.format(fromLitrePrice(price));
