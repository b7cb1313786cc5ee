import { z } from "zod";
import { ListQuery } from "../platform/list.js";
import { RefusalCode as m } from "../platform/messages.js";

/** What the console records; one name per action. */
export const OPS_ACTIONS = [
  "top_up.approve",
  "top_up.reject",
  "company.suspend",
  "company.reactivate",
  "commission.set",
  "tax_rate.set",
  "hold_expiry.set",
  "receiving_account.add",
  "receiving_account.edit",
  "ops_user.add",
  "ops_user.edit",
  "station.add",
  "station.edit",
  "terminal.add",
  "terminal.revoke",
  "attendant.add",
  "attendant.edit",
  "fuel_price.set",
  "dispute.refund",
  "dispute.uphold",
] as const;
export type OpsAction = (typeof OPS_ACTIONS)[number];

export const AuditListQuery = ListQuery.omit({ search: true }).extend({
  action: z.enum(OPS_ACTIONS).optional().catch(undefined),
  company_id: z.uuid({ error: m.id }).optional(),
});
export type AuditListQuery = z.infer<typeof AuditListQuery>;

export const AuditEntryDto = z.object({
  _id: z.string(),
  actor_name: z.string(),
  action: z.enum(OPS_ACTIONS),
  target_type: z.string(),
  target_id: z.string(),
  company_id: z.string().nullable(),
  company_name: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditEntryDto = z.infer<typeof AuditEntryDto>;
