import {
  toMajor,
  type CategoryCreateBody,
  type CategoryDto,
  type CategoryKind,
  type CategoryUpdateBody,
  type CategoryWithProductsDto,
  type CategoryWithServicesDto,
} from "@pitlane/domain";
import { toVariantChoiceDto } from "../variant/presenter.js";
import type { ServiceChoiceRow, VariantChoiceRow } from "./choices-repo.js";
import type { CategoryInsert, CategoryWithCount } from "./repo.js";

/** The column's check constraint allows only these two. */
const kindOf = (kind: string): CategoryKind => (kind === "products" ? "products" : "services");

export function toCategoryDto({ category, itemsCount }: CategoryWithCount): CategoryDto {
  return {
    _id: category.id,
    name_english: category.nameEnglish,
    name_arabic: category.nameArabic,
    kind: kindOf(category.kind),
    items_count: itemsCount,
    created_at: category.createdAt.toISOString(),
  };
}

/** API field names to columns; absent fields stay absent so a PATCH changes only what it names. */
export function toCategoryColumns(body: CategoryCreateBody): CategoryInsert;
export function toCategoryColumns(body: CategoryUpdateBody): Partial<CategoryInsert>;
export function toCategoryColumns(body: CategoryUpdateBody & { kind?: CategoryKind }): Partial<CategoryInsert> {
  const columns: Partial<CategoryInsert> = {
    nameEnglish: body.name_english,
    nameArabic: body.name_arabic,
    kind: body.kind,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

type CategoryHead = ServiceChoiceRow["category"];

/** Consecutive rows of the same category (the queries order by category) become one entry with its items. */
function groupByCategory<Row extends { category: CategoryHead }, Item>(rows: Row[], toItem: (row: Row) => Item) {
  const groups: { head: CategoryHead; items: Item[] }[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last?.head.id === row.category.id) last.items.push(toItem(row));
    else groups.push({ head: row.category, items: [toItem(row)] });
  }
  return groups.map(({ head, items }) => ({
    _id: head.id,
    name_english: head.nameEnglish,
    name_arabic: head.nameArabic,
    items,
  }));
}

export function toCategoriesWithServices(rows: ServiceChoiceRow[]): CategoryWithServicesDto[] {
  return groupByCategory(rows, ({ service }) => ({
    _id: service.id,
    name: service.name,
    duration: service.durationMinutes,
    price: toMajor(service.priceMinor),
  })).map(({ items, ...head }) => ({ ...head, services: items }));
}

/** Categories, each with its products in order, each product with its variants. */
export function toCategoriesWithProducts(rows: VariantChoiceRow[]): CategoryWithProductsDto[] {
  return groupByCategory(rows, (row) => row).map(({ items, ...head }) => {
    const byProduct = new Map<string, CategoryWithProductsDto["products"][number]>();
    for (const row of items) {
      const productId = row.variant.productId;
      const product = byProduct.get(productId) ?? { _id: productId, name: row.productName, variants: [] };
      product.variants.push(toVariantChoiceDto(row));
      byProduct.set(productId, product);
    }
    return { ...head, products: [...byProduct.values()] };
  });
}
