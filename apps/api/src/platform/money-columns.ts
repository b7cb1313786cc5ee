import {
  Amount,
  DiscountType,
  Percent,
  discountedPrice,
  invalid,
  refusalOfIssue,
  toMajor,
  toMinor,
  type Discount,
} from "@pitlane/domain";

/**
 * How money sits in the columns and how the API shows it, in one place. Amounts are stored in minor
 * units and percentages in basis points: both are the API's number times 100, so one exact shift
 * (toMinor/toMajor) serves a price, a VAT rate, and a discount or commission of either type.
 */
export const toStoredValue = (value: number) => toMinor(value);
export const fromStoredValue = (stored: number) => toMajor(stored);

export type PairType = 1 | 2 | null;

/** A discount or commission as the API says it: a type (Fixed 1, Percentage 2, none null) and a value in major units or percent. */
export interface AmountPair {
  type: PairType;
  value: number;
}

/** The same pair as the columns hold it: the value in minor units or basis points. */
export interface StoredPair {
  type: PairType;
  storedValue: number;
}

/** What a new row starts from: no discount, no commission. */
export const NO_PAIR: AmountPair = { type: null, value: 0 };

/** A type read from a smallint column: anything but 1 or 2 means none. */
export const asAmountType = (type: number | null): PairType =>
  type === DiscountType.fixed || type === DiscountType.percentage ? type : null;

/** The stored columns of a pair as the API shows them. */
export const pairOf = (type: number | null, stored: number): AmountPair => ({
  type: asAmountType(type),
  value: fromStoredValue(stored),
});

interface DiscountColumns {
  discountType: number | null;
  discountValue: number;
}
interface CommissionColumns {
  commissionType: number | null;
  commissionValue: number;
}

export function discountFieldsOf(row: DiscountColumns) {
  const { type, value } = pairOf(row.discountType, row.discountValue);
  return { discount_type: type, discount_value: value };
}

export function commissionFieldsOf(row: CommissionColumns) {
  const { type, value } = pairOf(row.commissionType, row.commissionValue);
  return { commission_type: type, commission_value: value };
}

/** A stored discount as rules/discount.ts takes it: minor units for Fixed, a percent for Percentage. */
export function discountOf(row: DiscountColumns): Discount {
  const type = asAmountType(row.discountType);
  if (type === null) return { type, value: 0 };
  return { type, value: type === DiscountType.percentage ? fromStoredValue(row.discountValue) : row.discountValue };
}

/** The price after the discount, never below zero, in major units. */
export const discountedPriceOf = (row: DiscountColumns & { priceMinor: number }) =>
  toMajor(discountedPrice(row.priceMinor, discountOf(row)));

/** Price, discount and the discounted price as the API shows a service or a variant. */
export function priceFieldsOf(row: DiscountColumns & { priceMinor: number }) {
  return {
    price: toMajor(row.priceMinor),
    ...discountFieldsOf(row),
    discounted_price: discountedPriceOf(row),
  };
}

/**
 * The pair as it will be stored after a change: the sent type and value over the stored ones, so a
 * PATCH sending only `discount_type: 2` is checked against the stored value (150 is no percent).
 * Null when the change touches neither. A value without a type means nothing and is kept as 0.
 */
export function pairAfter(
  field: "discount" | "commission",
  sent: { type: PairType | undefined; value: number | undefined },
  stored: AmountPair,
): StoredPair | null {
  if (sent.type === undefined && sent.value === undefined) return null;
  const type = sent.type === undefined ? stored.type : sent.type;
  if (type === null) return { type, storedValue: 0 };
  const value = sent.value ?? stored.value;
  const checked = (type === DiscountType.percentage ? Percent : Amount).safeParse(value);
  const issue = checked.error?.issues[0];
  if (issue) {
    const { code, params } = refusalOfIssue(issue);
    throw invalid(`${field}_value`, code, params);
  }
  return { type, storedValue: toStoredValue(value) };
}

export const discountAfter = (body: { discount_type?: PairType; discount_value?: number }, stored = NO_PAIR) =>
  pairAfter("discount", { type: body.discount_type, value: body.discount_value }, stored);

export const commissionAfter = (body: { commission_type?: PairType; commission_value?: number }, stored = NO_PAIR) =>
  pairAfter("commission", { type: body.commission_type, value: body.commission_value }, stored);

/** A checked pair as columns to write; nothing when the change leaves the pair alone (null). */
export const discountColumns = (pair: StoredPair | null) =>
  pair ? { discountType: pair.type, discountValue: pair.storedValue } : {};

export const commissionColumns = (pair: StoredPair | null) =>
  pair ? { commissionType: pair.type, commissionValue: pair.storedValue } : {};
