import type { BillTotals, PackageDto, VariantChoiceDto } from "@pitlane/domain";
import type { NumberValue } from "../../../shared/forms/number-value";
import { draftEstimate } from "../job-card/estimate";

/** The products and packages of the order being written, as its form holds them. */
export interface OrderDraftLines {
  products: readonly { variant_id: string; quantity: NumberValue }[];
  package_ids: readonly string[];
}

/**
 * The live totals of the order being written: the job card's estimate (the invoice's own rule), an
 * order being a job card without services — packages priced by their package line, products on
 * their own at the catalogue's price and discount, VAT once on the taxable sum.
 */
export function orderEstimate(
  lines: OrderDraftLines,
  catalog: { packages: readonly PackageDto[]; variants: readonly VariantChoiceDto[] },
  vatRatePercent: number,
): BillTotals {
  return draftEstimate(
    {
      packages: lines.package_ids.map((id) => ({ package_id: id, service_ids: [], products: [] })),
      pairs: [],
      products: lines.products.map((p) => ({ variant_id: p.variant_id, quantity: p.quantity ?? "", package_id: null })),
    },
    { ...catalog, services: [] },
    vatRatePercent,
  );
}
