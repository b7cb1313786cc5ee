import { z } from "zod";
import { ListQuery } from "../platform/list.js";
import { RefusalCode as m } from "../platform/messages.js";
import { requiredText, text } from "../platform/validation.js";

/** What a category groups: services or products (spec 000: categories-with-services / -with-products). */
export const CategoryKind = z.enum(["services", "products"], { error: m.choice });
export type CategoryKind = z.infer<typeof CategoryKind>;

export const CategoryCreateBody = z.object({
  name_english: requiredText(120),
  name_arabic: requiredText(120),
  kind: CategoryKind,
});
export type CategoryCreateBody = z.infer<typeof CategoryCreateBody>;

/** Renaming; the kind stays what it was, since services or products already sit in the category. */
export const CategoryUpdateBody = CategoryCreateBody.omit({ kind: true }).partial();
export type CategoryUpdateBody = z.infer<typeof CategoryUpdateBody>;

export const CategoryListQuery = ListQuery.extend({
  kind: z.enum(["all", "services", "products"]).catch("all").default("all"),
});
export type CategoryListQuery = z.infer<typeof CategoryListQuery>;

export const CategoryDto = z.object({
  _id: z.string(),
  name_english: z.string(),
  name_arabic: z.string(),
  kind: CategoryKind,
  /** How many services or products sit in it: a category in use cannot be deleted. */
  items_count: z.number().int(),
  created_at: z.string(),
});
export type CategoryDto = z.infer<typeof CategoryDto>;

export const ServiceNameQuery = z.object({ search: text(100).optional() });
export const ServiceNameDto = z.object({ _id: z.string(), name: z.string() });
export type ServiceNameDto = z.infer<typeof ServiceNameDto>;
