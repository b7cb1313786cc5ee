import {
  packageTotals,
  toMinor,
  type PackageDto,
  type PackageLine,
  type PackageTotals,
  type ServiceSummaryDto,
  type VariantChoiceDto,
} from "@pitlane/domain";
import { discountOf } from "../../../shared/forms/discount-preview";
import { type NumberValue, numberOf } from "../../../shared/forms/number-value";

/**
 * The package builder's values: the body of add-package, except that numbers are as typed (an
 * emptied quantity is null, which the totals count as 1 and the save asks for) and `price` null
 * means "the total", whatever it becomes.
 */
export type BuilderValues = {
  branch_id: string;
  name: string;
  description: string;
  services_id: string[];
  products: { product_variant_id: string; quantity: NumberValue }[];
  price: NumberValue;
  active: boolean;
};

/** A package's values for editing; its price follows the total when it equals it today. */
export function builderValuesOf(pkg?: PackageDto): BuilderValues {
  return {
    branch_id: pkg?.branch_id ?? "",
    name: pkg?.name ?? "",
    description: pkg?.description ?? "",
    services_id: pkg?.services.map((s) => s._id) ?? [],
    products: pkg?.products.map((p) => ({ product_variant_id: p.product_variant_id, quantity: p.quantity })) ?? [],
    price: pkg && pkg.price !== pkg.total_amount ? pkg.price : null,
    active: pkg?.active ?? true,
  };
}

export const hasChoices = (v: BuilderValues) => v.services_id.length > 0 || v.products.length > 0;

/** A branch offers its own services and products: changing it clears the choices (spec 000 section 2). */
export const withBranch = (v: BuilderValues, branchId: string): BuilderValues =>
  v.branch_id === branchId ? v : { ...v, branch_id: branchId, services_id: [], products: [] };

export const withService = (v: BuilderValues, id: string): BuilderValues =>
  v.services_id.includes(id) ? v : { ...v, services_id: [...v.services_id, id] };

export const withoutService = (v: BuilderValues, id: string): BuilderValues => ({
  ...v,
  services_id: v.services_id.filter((s) => s !== id),
});

/** A product is added once, with a quantity of 1. */
export const withVariant = (v: BuilderValues, id: string): BuilderValues =>
  v.products.some((p) => p.product_variant_id === id)
    ? v
    : { ...v, products: [...v.products, { product_variant_id: id, quantity: 1 }] };

export const withQuantity = (v: BuilderValues, id: string, quantity: NumberValue): BuilderValues => ({
  ...v,
  products: v.products.map((p) => (p.product_variant_id === id ? { ...p, quantity } : p)),
});

export const withoutVariant = (v: BuilderValues, id: string): BuilderValues => ({
  ...v,
  products: v.products.filter((p) => p.product_variant_id !== id),
});

/** What each line the builder may show costs (and lasts), by id, in the terms of the totals rule. */
export interface LinePrices {
  services: Map<string, PackageLine>;
  variants: Map<string, PackageLine>;
}

const lineOf = (item: { price: number; discount_type: 1 | 2 | null; discount_value: number }): PackageLine => ({
  priceMinor: toMinor(item.price),
  discount: discountOf(item.discount_type, item.discount_value),
});

/** A line the branch no longer offers keeps the price the package showed it at (after its discount). */
const shownLine = (discountedPrice: number): PackageLine => ({
  priceMinor: toMinor(discountedPrice),
  discount: { type: null, value: 0 },
});

/** The branch's choices at their prices, over the package's own lines (for a package being edited). */
export function linePricesOf(
  services: readonly ServiceSummaryDto[] = [],
  variants: readonly VariantChoiceDto[] = [],
  pkg?: PackageDto,
): LinePrices {
  return {
    services: new Map([
      ...(pkg?.services ?? []).map((s): [string, PackageLine] => [
        s._id,
        { ...shownLine(s.discounted_price), durationMinutes: s.duration },
      ]),
      ...services.map((s): [string, PackageLine] => [s._id, { ...lineOf(s), durationMinutes: s.duration }]),
    ]),
    variants: new Map([
      ...(pkg?.products ?? []).map((p): [string, PackageLine] => [p.product_variant_id, shownLine(p.discounted_price)]),
      ...variants.map((v): [string, PackageLine] => [v._id, lineOf(v)]),
    ]),
  };
}

/** The totals the builder shows as you choose: the same rule as the server's (in minor units). */
export function builderTotals(v: BuilderValues, prices: LinePrices): PackageTotals {
  const lines: PackageLine[] = [];
  for (const id of v.services_id) {
    const line = prices.services.get(id);
    if (line) lines.push(line);
  }
  for (const { product_variant_id: id, quantity } of v.products) {
    const line = prices.variants.get(id);
    if (line) lines.push({ ...line, quantity: numberOf(quantity) });
  }
  return packageTotals(lines);
}
