import { z } from "zod";
import { ListQuery } from "../platform/list.js";
import { RefusalCode as m } from "../platform/messages.js";
import { Amount, IdList, LineQuantity, optionalText, requiredText } from "../platform/validation.js";

export const PackageProductLine = z.object({
  product_variant_id: z.uuid({ error: m.id }),
  quantity: LineQuantity(1000),
});

/**
 * add-package, which also updates when `id` is sent (spec 000 section 7). Services are listed
 * once each (services_id); product variants with a quantity. `price` is the package's own selling
 * price; left out, it is the total of its lines.
 */
export const PackageSaveBody = z
  .object({
    id: z.uuid({ error: m.id }).optional(),
    branch_id: z.uuid({ error: m.id }),
    name: requiredText(120),
    description: optionalText(2000),
    services_id: IdList(100).default([]),
    products: z
      .array(PackageProductLine)
      .max(100, { error: m.too_long })
      .refine((lines) => new Set(lines.map((l) => l.product_variant_id)).size === lines.length, { error: m.duplicate })
      .default([]),
    price: Amount.nullish(),
    active: z.boolean({ error: m.boolean }).default(true),
  })
  .refine((body) => body.services_id.length + body.products.length > 0, {
    path: ["services_id"],
    error: m.required,
  });
export type PackageSaveBody = z.infer<typeof PackageSaveBody>;

export const PackageListQuery = ListQuery.extend({
  branch_id: z.uuid().optional().catch(undefined),
  status: z.enum(["all", "active", "inactive"]).catch("all").default("all"),
});
export type PackageListQuery = z.infer<typeof PackageListQuery>;

export const PackageDto = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  branch_id: z.string(),
  branch_name_english: z.string(),
  branch_name_arabic: z.string(),
  services: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      price: z.number(),
      discounted_price: z.number(),
      duration: z.number().int(),
    }),
  ),
  products: z.array(
    z.object({
      product_variant_id: z.string(),
      product_name: z.string(),
      variant_name: z.string(),
      price: z.number(),
      discounted_price: z.number(),
      quantity: z.number().int(),
    }),
  ),
  /** Sum of the lines' discounted prices times their quantities, as of now. */
  total_amount: z.number(),
  /** Minutes: the sum of the services' durations. */
  total_duration: z.number().int(),
  /** The package's selling price. */
  price: z.number(),
  active: z.boolean(),
  created_at: z.string(),
});
export type PackageDto = z.infer<typeof PackageDto>;
