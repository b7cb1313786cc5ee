import type { ProductDto, ProductUnit } from "@pitlane/domain";

/** What the inputs hold: numbers may be "" while typed. */
export type ProductFormValues = {
  name: string;
  category_id: string | null;
  brand: string;
  description: string;
  image_id: string | null;
  unit: ProductUnit;
  branch_ids: string[];
  commission_type: 1 | 2 | null;
  commission_value: number | string;
  active: boolean;
  track_stock: boolean;
  low_stock_level: number | string;
};

export function productValuesOf(product?: ProductDto): ProductFormValues {
  return {
    name: product?.name ?? "",
    category_id: product?.category_id ?? null,
    brand: product?.brand ?? "",
    description: product?.description ?? "",
    image_id: product?.image_id ?? null,
    unit: product?.unit ?? "Other",
    branch_ids: product?.branch_ids ?? [],
    commission_type: product?.commission_type ?? null,
    commission_value: product?.commission_value ?? 0,
    active: product?.active ?? true,
    track_stock: product?.track_stock ?? true,
    low_stock_level: product?.low_stock_level ?? 0,
  };
}

/** The tabs of spec 000's product form, in its order. */
export const PRODUCT_TABS = ["basic", "variant", "locations", "commission", "settings"] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];

export const asProductTab = (value: string | null): ProductTab => PRODUCT_TABS.find((tab) => tab === value) ?? "basic";

const tabOfField: Record<keyof ProductFormValues, ProductTab> = {
  name: "basic",
  category_id: "basic",
  brand: "basic",
  description: "basic",
  image_id: "basic",
  unit: "basic",
  branch_ids: "locations",
  commission_type: "commission",
  commission_value: "commission",
  active: "settings",
  track_stock: "settings",
  low_stock_level: "settings",
};

const isField = (name: string): name is keyof ProductFormValues => Object.hasOwn(tabOfField, name);

/** The tab holding a field error's input: "branch_ids.0" is on the locations tab. */
export function tabOfProductError(path: string): ProductTab {
  const field = path.split(".")[0] ?? "";
  return isField(field) ? tabOfField[field] : "basic";
}

/** How many field errors each tab holds, so a tab can say it needs attention. */
export function errorCountsByTab(errors: Record<string, unknown>): Partial<Record<ProductTab, number>> {
  const counts: Partial<Record<ProductTab, number>> = {};
  for (const [path, error] of Object.entries(errors)) {
    if (!error) continue;
    const tab = tabOfProductError(path);
    counts[tab] = (counts[tab] ?? 0) + 1;
  }
  return counts;
}

/**
 * The fields of an edit that differ from the saved record: what the PATCH sends, so a field nobody
 * touched is never written back over someone else's change.
 */
export function changedFields<T extends Record<string, unknown>>(body: T, saved: T): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(body)) {
    if (JSON.stringify(body[key]) !== JSON.stringify(saved[key])) Object.assign(changed, { [key]: body[key] });
  }
  return changed;
}
