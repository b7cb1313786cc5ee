import { Amount, DiscountType, Percent, invalid, toMajor, toMinor, type Discount } from "@pitlane/domain";

/** What the API says: a type (Fixed 1, Percentage 2, none null) and a value in major units or percent. */
export interface AmountPair {
  type: 1 | 2 | null;
  value: number;
}

/** A type read from a smallint column: anything but 1 or 2 means none. */
export const asAmountType = (type: number | null): 1 | 2 | null =>
  type === DiscountType.fixed || type === DiscountType.percentage ? type : null;

/**
 * Stored value to API value. Fixed is kept in minor units and Percentage in basis points: both are
 * the API's number times 100, so one conversion serves both.
 */
export const amountValueOf = (stored: number) => toMajor(stored);
export const storedAmountValue = (value: number) => toMinor(value);

/** A stored discount as rules/discount.ts takes it: minor units for Fixed, a percent for Percentage. */
export function discountOf(type: number | null, stored: number): Discount {
  const kind = asAmountType(type);
  return { type: kind, value: kind === DiscountType.percentage ? toMajor(stored) : stored };
}

/**
 * The pair as it will be stored after a change: the sent type and value over the stored ones, so a
 * PATCH sending only `discount_type: 2` is checked against the stored value (150 is no percent).
 * Null when the change touches neither. A value without a type means nothing and is kept as 0.
 */
export function pairAfter(
  field: "discount" | "commission",
  sent: { type: 1 | 2 | null | undefined; value: number | undefined },
  stored: AmountPair,
): { type: 1 | 2 | null; storedValue: number } | null {
  if (sent.type === undefined && sent.value === undefined) return null;
  const type = sent.type === undefined ? stored.type : sent.type;
  if (type === null) return { type, storedValue: 0 };
  const value = sent.value ?? stored.value;
  const checked = (type === DiscountType.percentage ? Percent : Amount).safeParse(value);
  if (!checked.success) throw invalid(`${field}_value`, checked.error.issues[0]?.message ?? "is not valid");
  return { type, storedValue: storedAmountValue(value) };
}
