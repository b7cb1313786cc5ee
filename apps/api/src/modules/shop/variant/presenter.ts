import {
  toMajor,
  toMinor,
  type VariantChoiceDto,
  type VariantCreateBody,
  type VariantDto,
  type VariantUpdateBody,
} from "@pitlane/domain";
import { discountColumns, priceFieldsOf, type StoredPair } from "../../../platform/money-columns.js";
import type { StockWithBranch, VariantAtBranch, VariantInsert, VariantRow } from "./repo.js";

export function toVariantDto(variant: VariantRow, stock: StockWithBranch[]): VariantDto {
  return {
    _id: variant.id,
    product_id: variant.productId,
    name: variant.name,
    sku: variant.sku,
    barcode: variant.barcode,
    unit_price: toMajor(variant.unitPriceMinor),
    ...priceFieldsOf(variant),
    reorder_level: variant.reorderLevel,
    stock: stock.map((line) => ({
      branch_id: line.branchId,
      branch_name_english: line.branchNameEnglish,
      branch_name_arabic: line.branchNameArabic,
      quantity: line.quantity,
    })),
    quantity: stock.reduce((sum, line) => sum + line.quantity, 0),
    created_at: variant.createdAt.toISOString(),
  };
}

export function toVariantChoiceDto(row: VariantAtBranch): VariantChoiceDto {
  return {
    _id: row.variant.id,
    product_id: row.variant.productId,
    product_name: row.productName,
    name: row.variant.name,
    ...priceFieldsOf(row.variant),
    track_stock: row.trackStock,
    quantity: row.quantity,
  };
}

/**
 * API fields to columns (money to minor units); absent fields stay absent so a PATCH changes only
 * what it names. The discount comes checked and converted as a pair, null when left out.
 */
export function toVariantColumns(body: VariantCreateBody, discount: StoredPair): VariantInsert;
export function toVariantColumns(body: VariantUpdateBody, discount: StoredPair | null): Partial<VariantInsert>;
export function toVariantColumns(
  body: VariantUpdateBody & { product_id?: string },
  discount: StoredPair | null,
): Partial<VariantInsert> {
  const columns: Partial<VariantInsert> = {
    productId: body.product_id,
    name: body.name,
    sku: body.sku,
    barcode: body.barcode,
    unitPriceMinor: body.unit_price === undefined ? undefined : toMinor(body.unit_price),
    reorderLevel: body.reorder_level,
    priceMinor: body.price === undefined ? undefined : toMinor(body.price),
    ...discountColumns(discount),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}
