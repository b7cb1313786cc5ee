import { z } from "zod";
import { RefusalCode as m } from "../platform/messages.js";
import { ListQuery } from "../platform/list.js";
import { requiredText } from "../platform/validation.js";
import { isShopPermission, type ShopPermission } from "../permissions.js";

const Permissions = z
  .array(z.string({ error: m.choice }), { error: m.permissions_required })
  .min(1, { error: m.permissions_required })
  .max(500, { error: m.too_long })
  .refine((list) => list.every(isShopPermission), { error: m.choice })
  .transform((list) => [...new Set(list)] as ShopPermission[]);

/**
 * merchant-role-post (spec 000 section 7): adds a role, or with `id` changes it; activating and
 * deactivating is the same call with `id` and `active` only. Adding needs a name and at least one
 * permission action ("Please select some actions").
 */
export const RoleSaveBody = z
  .object({
    id: z.uuid({ error: m.id }).optional(),
    name: requiredText(80).optional(),
    permissions: Permissions.optional(),
    active: z.boolean({ error: m.boolean }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.id) return;
    if (body.name === undefined) ctx.addIssue({ code: "custom", path: ["name"], message: m.required });
    if (body.permissions === undefined) {
      ctx.addIssue({ code: "custom", path: ["permissions"], message: m.permissions_required });
    }
  });
export type RoleSaveBody = z.infer<typeof RoleSaveBody>;

export const RoleListQuery = ListQuery.extend({
  status: z.enum(["all", "active", "inactive"]).catch("all").default("all"),
});
export type RoleListQuery = z.infer<typeof RoleListQuery>;

export const RoleDto = z.object({
  _id: z.string(),
  name: z.string(),
  permissions: z.array(z.string()),
  active: z.boolean(),
  /** Team members holding the role: a held role cannot be deleted. */
  members_count: z.number().int(),
  created_at: z.string(),
});
export type RoleDto = z.infer<typeof RoleDto>;

/** The spec's list shape: the page of roles with the count of each tab (search applied). */
export const RoleListResult = z.object({
  items: z.array(RoleDto),
  totalCount: z.number().int(),
  activeCount: z.number().int(),
  deactiveCount: z.number().int(),
  /** The counts stopped at the cap as every list's total does (decision 0027): a count equal to totalCount is "at least". */
  total_capped: z.boolean(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type RoleListResult = z.infer<typeof RoleListResult>;
