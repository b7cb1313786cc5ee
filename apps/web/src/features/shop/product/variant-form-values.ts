import type { VariantDto } from "@pitlane/domain";

/** A branch whose stock the form records, with the name to show. */
export interface StockBranch {
  id: string;
  name: string;
}

/** What the variant dialog's inputs hold: numbers may be "" while typed. */
export type VariantFormValues = {
  product_id: string;
  name: string;
  sku: string;
  barcode: string;
  unit_price: number | string;
  price: number | string;
  discount_type: 1 | 2 | null;
  discount_value: number | string;
  /** Empty (null) takes the product's level. */
  reorder_level: number | string | null;
  stock: { branch_id: string; quantity: number | string }[];
};

/** One stock line per branch shown, holding what the variant has there now (0 where it has none). */
export function variantValuesOf(productId: string, branches: StockBranch[], variant?: VariantDto): VariantFormValues {
  const quantities = new Map((variant?.stock ?? []).map((line) => [line.branch_id, line.quantity]));
  return {
    product_id: productId,
    name: variant?.name ?? "",
    sku: variant?.sku ?? "",
    barcode: variant?.barcode ?? "",
    unit_price: variant?.unit_price ?? 0,
    price: variant?.price ?? "",
    discount_type: variant?.discount_type ?? null,
    discount_value: variant?.discount_value ?? 0,
    reorder_level: variant?.reorder_level ?? null,
    stock: branches.map((branch) => ({ branch_id: branch.id, quantity: quantities.get(branch.id) ?? 0 })),
  };
}

/**
 * The branches a variant's stock is recorded for: the product's own, then any other where the
 * variant still holds stock (a branch taken off the product), so saving never drops units silently.
 */
export function stockBranchIds(productBranchIds: string[], variant?: VariantDto): string[] {
  const ids = [...productBranchIds];
  for (const line of variant?.stock ?? []) if (!ids.includes(line.branch_id)) ids.push(line.branch_id);
  return ids;
}
