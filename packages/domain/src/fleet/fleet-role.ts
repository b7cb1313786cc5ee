import { z } from "zod";
import { RefusalCode as m } from "../platform/messages.js";
import { isFleetPermission, type FleetPermission } from "../permissions.js";
import { RoleListQuery, RoleListResult } from "../shop/role.js";
import { promptedName } from "./prompted-name.js";

/** Actions of the fleet catalogue only, at least one ("Please select some actions"), each once. */
const FleetPermissions = z
  .array(z.string({ error: m.choice }), { error: m.permissions_required })
  .min(1, { error: m.permissions_required })
  .max(500, { error: m.too_long })
  .refine((list) => list.every(isFleetPermission), { error: m.choice })
  .transform((list) => [...new Set(list)] as FleetPermission[]);

/** A role of the company: its name ("Enter Role Name") and the actions it grants (spec 001 section 6). */
export const FleetRoleBody = z.object({
  name: promptedName(m.role_name_required, 80),
  permissions: FleetPermissions,
});
export type FleetRoleBody = z.infer<typeof FleetRoleBody>;

export const FleetRoleStatus = z.enum(["active", "inactive"], { error: m.choice });
export const FleetRoleStatusBody = z.object({ status: FleetRoleStatus });
export type FleetRoleStatusBody = z.infer<typeof FleetRoleStatusBody>;

/** The tabs all, active and inactive with search and pages, as the shop's role list. */
export const FleetRoleListQuery = RoleListQuery;
export type FleetRoleListQuery = z.infer<typeof FleetRoleListQuery>;
export const FleetRoleExportQuery = FleetRoleListQuery.omit({ page: true, limit: true });

export const FleetRoleDto = z.object({
  _id: z.string(),
  name: z.string(),
  permissions: z.array(z.string()),
  active: z.boolean(),
  /** Employees holding the role. */
  employees_count: z.number().int(),
  created_at: z.string(),
});
export type FleetRoleDto = z.infer<typeof FleetRoleDto>;

/** The page of roles with the count of each tab (search applied), in the shop's role list shape. */
export const FleetRoleListResult = RoleListResult.extend({ items: z.array(FleetRoleDto) });
export type FleetRoleListResult = z.infer<typeof FleetRoleListResult>;

/**
 * An active role as the employee form's select offers it, with what it grants: a user may give
 * only what they hold.
 */
export const FleetRoleChoiceDto = z.object({ _id: z.string(), name: z.string(), permissions: z.array(z.string()) });
export type FleetRoleChoiceDto = z.infer<typeof FleetRoleChoiceDto>;
