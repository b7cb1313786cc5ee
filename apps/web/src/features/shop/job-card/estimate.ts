import {
  type BillTotals,
  type JobCardDraft,
  type PackageDto,
  type ServiceSummaryDto,
  type VariantChoiceDto,
  billTotals,
  jobCardBillLines,
  toMinor,
} from "@pitlane/domain";
import { discountOf } from "../../../shared/forms/discount-preview";
import { numberOf } from "../../../shared/forms/number-value";

/** The branch's catalogue as loaded: what the chosen lines cost. */
export interface EstimateCatalog {
  packages: readonly PackageDto[];
  services: readonly ServiceSummaryDto[];
  variants: readonly VariantChoiceDto[];
}

/** What a bill is made of: chosen packages, services paired with who does them, and products. */
export type EstimatedDraft = Pick<JobCardDraft, "packages" | "pairs" | "products">;

/**
 * The live estimate of the job card (or customer order) being written: the invoice's own rule (packages priced by
 * their package line, VAT once on the taxable sum), over today's catalogue prices. A line whose
 * price has not loaded yet counts when it has.
 */
export function draftEstimate(draft: EstimatedDraft, catalog: EstimateCatalog, vatRatePercent: number): BillTotals {
  const packages = draft.packages.flatMap((chosen) => {
    const pkg = catalog.packages.find((p) => p._id === chosen.package_id);
    return pkg ? [{ packageId: pkg._id, name: pkg.name, priceMinor: toMinor(pkg.price) }] : [];
  });
  const services = draft.pairs.flatMap((pair) => {
    const service = catalog.services.find((s) => s._id === pair.service_id);
    if (!service) return [];
    return [
      {
        serviceId: service._id,
        name: service.name,
        packageId: pair.package_id,
        priceMinor: toMinor(service.price),
        discount: discountOf(service.discount_type, service.discount_value),
        vatApplies: service.vat_applies,
      },
    ];
  });
  const products = draft.products.flatMap((line) => {
    const variant = catalog.variants.find((v) => v._id === line.variant_id);
    if (!variant) return [];
    return [
      {
        variantId: variant._id,
        name: variant.name,
        packageId: line.package_id,
        // A quantity typed as no number yet counts for nothing until it is one.
        quantity: numberOf(line.quantity) ?? 0,
        priceMinor: toMinor(variant.price),
        discount: discountOf(variant.discount_type, variant.discount_value),
      },
    ];
  });
  // The shop's rate is a percent with up to two decimals; the rule takes basis points.
  return billTotals(jobCardBillLines({ packages, services, products }), Math.round(vatRatePercent * 100));
}
