import type { InvoiceLineKind, PAYMENT_STATUSES } from "../shop/front-desk-vocabulary.js";
import { discountedPrice, type Discount } from "./discount.js";
import { percentOf } from "./money.js";

/** One line of a bill, money in minor units. */
export interface BillLine {
  unitPriceMinor: number;
  quantity: number;
  discount: Discount;
  vatApplies: boolean;
}

export interface LineAmounts {
  grossMinor: number;
  discountMinor: number;
  netMinor: number;
}

export interface BillTotals {
  lines: LineAmounts[];
  subtotalMinor: number;
  discountMinor: number;
  /** The part of the net that VAT applies to. */
  taxableMinor: number;
  vatMinor: number;
  totalMinor: number;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * An invoice's totals (spec 000 section 5). Each unit is discounted, floored at zero, then
 * multiplied; VAT is rounded once on the taxable sum, not per line, so the lines of an invoice
 * add up to the total a client can check by hand.
 */
export function billTotals(lines: readonly BillLine[], vatRateBp: number): BillTotals {
  const amounts = lines.map((line) => {
    const grossMinor = line.unitPriceMinor * line.quantity;
    const netMinor = discountedPrice(line.unitPriceMinor, line.discount) * line.quantity;
    return { grossMinor, discountMinor: grossMinor - netMinor, netMinor };
  });
  const subtotalMinor = sum(amounts.map((a) => a.grossMinor));
  const discountMinor = sum(amounts.map((a) => a.discountMinor));
  const taxableMinor = sum(amounts.filter((_, i) => lines[i]?.vatApplies).map((a) => a.netMinor));
  // percentOf takes a percent with two decimals, which is what basis points divided by 100 are.
  const vatMinor = percentOf(taxableMinor, vatRateBp / 100);
  const netMinor = subtotalMinor - discountMinor;
  return { lines: amounts, subtotalMinor, discountMinor, taxableMinor, vatMinor, totalMinor: netMinor + vatMinor };
}

export type BillPaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Paid once nothing is owed (a zero total is paid), partial while some of it is. */
export function paymentStatusOf(totalMinor: number, paidMinor: number): BillPaymentStatus {
  if (paidMinor >= totalMinor) return "paid";
  return paidMinor > 0 ? "partial" : "unpaid";
}

export interface JobCardBillInput {
  packages: { packageId: string; name: string; priceMinor: number }[];
  services: {
    serviceId: string;
    name: string;
    packageId: string | null;
    priceMinor: number;
    discount: Discount;
    vatApplies: boolean;
  }[];
  products: {
    variantId: string;
    name: string;
    packageId: string | null;
    quantity: number;
    priceMinor: number;
    discount: Discount;
  }[];
}

export type JobCardBillLine = BillLine & { kind: InvoiceLineKind; refId: string; name: string };

const NO_DISCOUNT: Discount = { type: null, value: 0 };

/**
 * The lines of a job card's invoice: packages first, then what was chosen on its own. A package's
 * own services and products are already priced by the package line, so they add nothing.
 * Packages and products carry no VAT flag in the catalogue; VAT applies to them.
 */
export function jobCardBillLines(input: JobCardBillInput): JobCardBillLine[] {
  const packages = input.packages.map((p): JobCardBillLine => ({
    kind: "package",
    refId: p.packageId,
    name: p.name,
    unitPriceMinor: p.priceMinor,
    quantity: 1,
    discount: NO_DISCOUNT,
    vatApplies: true,
  }));
  const services = input.services
    .filter((s) => s.packageId === null)
    .map((s): JobCardBillLine => ({
      kind: "service",
      refId: s.serviceId,
      name: s.name,
      unitPriceMinor: s.priceMinor,
      quantity: 1,
      discount: s.discount,
      vatApplies: s.vatApplies,
    }));
  const products = input.products
    .filter((p) => p.packageId === null)
    .map((p): JobCardBillLine => ({
      kind: "product",
      refId: p.variantId,
      name: p.name,
      unitPriceMinor: p.priceMinor,
      quantity: p.quantity,
      discount: p.discount,
      vatApplies: true,
    }));
  return [...packages, ...services, ...products];
}
