import { z } from "zod";
import { ListQuery } from "../platform/list.js";
import { RefusalCode as m } from "../platform/messages.js";
import { LineQuantity, requiredText } from "../platform/validation.js";

/** A bay, lift or booth of a branch, with how many of it the branch has; services may need one. */
export const ResourceCreateBody = z.object({
  name: requiredText(120),
  branch_id: z.uuid({ error: m.id }),
  quantity: LineQuantity(100),
  active: z.boolean({ error: m.boolean }).default(true),
});
export type ResourceCreateBody = z.infer<typeof ResourceCreateBody>;

export const ResourceUpdateBody = z
  .object(ResourceCreateBody.shape)
  .partial()
  .extend({
    active: z.boolean({ error: m.boolean }).optional(),
  });
export type ResourceUpdateBody = z.infer<typeof ResourceUpdateBody>;

export const ResourceListQuery = ListQuery.extend({
  branch_id: z.uuid().optional().catch(undefined),
});
export type ResourceListQuery = z.infer<typeof ResourceListQuery>;

export const ResourceDto = z.object({
  _id: z.string(),
  name: z.string(),
  branch_id: z.string(),
  branch_name_english: z.string(),
  branch_name_arabic: z.string(),
  quantity: z.number().int(),
  active: z.boolean(),
  created_at: z.string(),
});
export type ResourceDto = z.infer<typeof ResourceDto>;
