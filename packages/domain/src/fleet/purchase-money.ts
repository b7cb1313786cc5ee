/**
 * The arithmetic of a purchase at the pump (MONEY.md): litres as integer millilitres, prices per
 * litre in hundredths of a minor unit, amounts in minor units. The fuel amount always comes from the
 * millilitres, so |litres × price − amount| stays within one minor unit (invariant 6).
 */

/** Millilitres × (hundredths of a minor unit per litre) → minor units: 1,000 mL × 100 hundredths. */
const SCALE = 100_000;

/** The fuel amount of `ml` millilitres at `price`, rounded to the nearest minor unit. */
export const fuelAmountOf = (ml: number, price: number): number => Math.round((ml * price) / SCALE);

/** The most millilitres `amount` buys at `price`: never a fuel amount above it. */
export const millilitresFor = (amount: number, price: number): number => Math.floor((amount * SCALE) / price);

/** A share in basis points of an amount, rounded to the nearest minor unit. */
export const shareOf = (amount: number, basisPoints: number): number => Math.round((amount * basisPoints) / 10_000);

export interface PurchaseAmounts {
  fuel: number;
  commission: number;
  tax: number;
  /** What the wallet pays: fuel, the platform's commission and the tax on it. */
  total: number;
}

/** What `ml` at `price` costs the wallet, with the commission and the tax on the commission. */
export function purchaseAmounts(ml: number, price: number, commissionBp: number, taxBp: number): PurchaseAmounts {
  const fuel = fuelAmountOf(ml, price);
  const commission = shareOf(fuel, commissionBp);
  const tax = shareOf(commission, taxBp);
  return { fuel, commission, tax, total: fuel + commission + tax };
}

/** Litres as typed (up to three decimals) to millilitres; null when it has more decimals. */
export function toMillilitres(litres: number): number | null {
  const ml = Math.round(litres * 1000);
  return Math.abs(litres * 1000 - ml) < 1e-6 ? ml : null;
}

export const toLitres = (ml: number): number => ml / 1000;

/** A price in hundredths of a minor unit per litre, as major units per litre (4 decimals). */
export const priceToMajor = (price: number): number => price / 10_000;
