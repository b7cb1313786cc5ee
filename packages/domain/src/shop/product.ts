import { z } from "zod";
import { ListQuery } from "../platform/list.js";
import { RefusalCode as m } from "../platform/messages.js";
import { Amount, IdList, WholeNumber, optionalText, requiredText } from "../platform/validation.js";
import { checkPricing } from "./service.js";
import { AmountType, commissionDefaults, commissionFields, discountDefaults, discountFields } from "./pricing.js";

/** Spec 000 section 9, spelled as given. */
export const ProductUnit = z.enum(["Kg", "Litter", "Other"], { error: m.choice });
export type ProductUnit = z.infer<typeof ProductUnit>;

const flag = z.boolean({ error: m.boolean });

/** Tabs basic, locations, commission and settings; variants have their own calls. Without defaults (see the service). */
const productFields = {
  name: requiredText(120),
  category_id: z.uuid({ error: m.id }),
  brand: optionalText(120),
  description: optionalText(2000),
  image_id: z.uuid({ error: m.id }).nullable(),
  unit: ProductUnit,
  branch_ids: IdList(),
  ...commissionFields,
  active: flag,
  track_stock: flag,
  low_stock_level: WholeNumber(),
};

export const ProductCreateBody = z
  .object({
    ...productFields,
    ...commissionDefaults,
    image_id: productFields.image_id.default(null),
    unit: ProductUnit.default("Other"),
    branch_ids: productFields.branch_ids.default([]),
    active: flag.default(true),
    track_stock: flag.default(true),
    low_stock_level: productFields.low_stock_level.default(0),
  })
  .superRefine(checkPricing);
export type ProductCreateBody = z.infer<typeof ProductCreateBody>;

export const ProductUpdateBody = z.object(productFields).partial().superRefine(checkPricing);
export type ProductUpdateBody = z.infer<typeof ProductUpdateBody>;

export const ProductListQuery = ListQuery.extend({
  category_id: z.uuid().optional().catch(undefined),
  branch_id: z.uuid().optional().catch(undefined),
  status: z.enum(["all", "active", "inactive"]).catch("all").default("all"),
  sort: z.enum(["name", "created_at"]).catch("created_at").default("created_at"),
  order: z.enum(["asc", "desc"]).catch("desc").default("desc"),
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;

export const ProductDto = z.object({
  _id: z.string(),
  name: z.string(),
  category_id: z.string(),
  category_name_english: z.string(),
  category_name_arabic: z.string(),
  brand: z.string().nullable(),
  description: z.string().nullable(),
  image_id: z.string().nullable(),
  unit: ProductUnit,
  branch_ids: z.array(z.string()),
  commission_type: AmountType,
  commission_value: z.number(),
  active: z.boolean(),
  track_stock: z.boolean(),
  low_stock_level: z.number().int(),
  variants_count: z.number().int(),
  /** Units in stock over every variant and branch. */
  stock_total: z.number().int(),
  /** Lowest and highest selling price over the variants, null without variants. */
  price_min: z.number().nullable(),
  price_max: z.number().nullable(),
  created_at: z.string(),
});
export type ProductDto = z.infer<typeof ProductDto>;

export const VariantStock = z.object({ branch_id: z.uuid({ error: m.id }), quantity: WholeNumber() });

const variantFields = {
  product_id: z.uuid({ error: m.id }),
  name: requiredText(120),
  sku: optionalText(60),
  barcode: optionalText(60),
  /** What the shop pays for one unit (cost). */
  unit_price: Amount,
  /** What the client pays before the discount. */
  price: Amount,
  ...discountFields,
  /** At or under this many units a branch's stock is low; null (or left out) takes the product's level. */
  reorder_level: WholeNumber().nullable(),
  /** Units in stock per branch when the variant is added (its opening count); branches left out hold none. */
  stock: z
    .array(VariantStock)
    .max(200, { error: m.too_long })
    .refine((rows) => new Set(rows.map((r) => r.branch_id)).size === rows.length, { error: m.duplicate }),
};

export const VariantCreateBody = z
  .object({
    ...variantFields,
    ...discountDefaults,
    unit_price: Amount.default(0),
    reorder_level: variantFields.reorder_level.default(null),
    stock: variantFields.stock.default([]),
  })
  .superRefine(checkPricing);
export type VariantCreateBody = z.infer<typeof VariantCreateBody>;

/**
 * The product of a variant never changes, and neither does its stock here: once added, stock moves
 * only by sales, voids and adjustments with a reason (decision 0051), never overwritten by a form.
 */
export const VariantUpdateBody = z
  .object(variantFields)
  .omit({ product_id: true, stock: true })
  .partial()
  .superRefine(checkPricing);
export type VariantUpdateBody = z.infer<typeof VariantUpdateBody>;

export const VariantDto = z.object({
  _id: z.string(),
  product_id: z.string(),
  name: z.string(),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  unit_price: z.number(),
  price: z.number(),
  discount_type: AmountType,
  discount_value: z.number(),
  discounted_price: z.number(),
  reorder_level: z.number().int().nullable(),
  stock: z.array(
    z.object({
      branch_id: z.string(),
      branch_name_english: z.string(),
      branch_name_arabic: z.string(),
      quantity: z.number().int(),
    }),
  ),
  /** The sum of `stock`. */
  quantity: z.number().int(),
  created_at: z.string(),
});
export type VariantDto = z.infer<typeof VariantDto>;

export const ProductIdQuery = z.object({ product_id: z.uuid({ error: m.id }) });

/** A variant as the package builder and the job card offer it: with its product's name and the branch's stock. */
export const VariantChoiceDto = z.object({
  _id: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  name: z.string(),
  price: z.number(),
  discount_type: AmountType,
  discount_value: z.number(),
  discounted_price: z.number(),
  track_stock: z.boolean(),
  quantity: z.number().int(),
});
export type VariantChoiceDto = z.infer<typeof VariantChoiceDto>;

export const CategoryWithProductsDto = z.object({
  _id: z.string(),
  name_english: z.string(),
  name_arabic: z.string(),
  products: z.array(z.object({ _id: z.string(), name: z.string(), variants: z.array(VariantChoiceDto) })),
});
export type CategoryWithProductsDto = z.infer<typeof CategoryWithProductsDto>;
