import { toMajor, type ProductCreateBody, type ProductDto, type ProductUpdateBody } from "@pitlane/domain";
import { commissionColumns, commissionFieldsOf, type StoredPair } from "../../../platform/money-columns.js";
import type { ProductInsert, ProductWithCategory } from "./repo.js";

const majorOrNull = (minor: number | null) => (minor === null ? null : toMajor(minor));

export function toProductDto(row: ProductWithCategory): ProductDto {
  const { product, branchIds, stats } = row;
  return {
    _id: product.id,
    name: product.name,
    category_id: product.categoryId,
    category_name_english: row.categoryNameEnglish,
    category_name_arabic: row.categoryNameArabic,
    brand: product.brand,
    description: product.description,
    image_id: product.imageUploadId,
    // The column's check constraint allows only these three.
    unit: product.unit as ProductDto["unit"],
    branch_ids: branchIds,
    ...commissionFieldsOf(product),
    active: product.active,
    track_stock: product.trackStock,
    low_stock_level: product.lowStockLevel,
    variants_count: stats.variantsCount,
    stock_total: stats.stockTotal,
    price_min: majorOrNull(stats.priceMinMinor),
    price_max: majorOrNull(stats.priceMaxMinor),
    created_at: product.createdAt.toISOString(),
  };
}

/**
 * API fields to columns; absent fields stay absent so a PATCH changes only what it names. The
 * commission comes checked and converted as a pair (pairAfter), null when the body leaves it out.
 */
export function toProductColumns(body: ProductCreateBody, commission: StoredPair): ProductInsert;
export function toProductColumns(body: ProductUpdateBody, commission: StoredPair | null): Partial<ProductInsert>;
export function toProductColumns(body: ProductUpdateBody, commission: StoredPair | null): Partial<ProductInsert> {
  const columns: Partial<ProductInsert> = {
    name: body.name,
    categoryId: body.category_id,
    brand: body.brand,
    description: body.description,
    imageUploadId: body.image_id,
    unit: body.unit,
    ...commissionColumns(commission),
    active: body.active,
    trackStock: body.track_stock,
    lowStockLevel: body.low_stock_level,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}
