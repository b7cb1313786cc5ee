import type { ProductDto, ProductUnit } from "@pitlane/domain";
import { fieldTabs } from "../../../shared/forms/field-tabs";

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

export const { tabOfError, errorCountsByTab } = fieldTabs(tabOfField, "basic");
