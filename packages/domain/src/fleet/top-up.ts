import { z } from "zod";
import { ListQuery } from "../platform/list.js";
import { RefusalCode as m } from "../platform/messages.js";
import { AmountBetween, requiredText } from "../platform/validation.js";

/** A payment is verified and approved within 24 hours (spec 001 sections 4 and 9). */
export const TOP_UP_APPROVAL_HOURS = 24;

/** A request to add to the balance: "Please select bank first", "Please Add Image" (spec 001 section 5). */
export const TopUpBody = z.object({
  /** One of the platform's active receiving accounts of the company's country: the service checks which. */
  bank_code: z.string({ error: m.bank_first }).trim().min(1, { error: m.bank_first }),
  amount: AmountBetween(1),
  slip_number: requiredText(40),
  proof_id: z.uuid({ error: m.image_required }),
});
export type TopUpBody = z.infer<typeof TopUpBody>;

export const TOP_UP_STATUSES = ["pending", "approved", "rejected"] as const;
/** The history's filter: a status, or the pending requests past their 24 hours. */
export const TOP_UP_FILTERS = ["all", ...TOP_UP_STATUSES, "overdue"] as const;

export const TopUpListQuery = ListQuery.extend({
  status: z.enum(TOP_UP_FILTERS).catch("all").default("all"),
});
export type TopUpListQuery = z.infer<typeof TopUpListQuery>;

export const TopUpDto = z.object({
  _id: z.string(),
  bank_code: z.string(),
  bank_name: z.string(),
  amount: z.number(),
  currency: z.string(),
  slip_number: z.string(),
  proof_id: z.string(),
  status: z.enum(TOP_UP_STATUSES),
  /** Pending past its 24 hours. */
  is_overdue: z.boolean(),
  /** When the 24 hours end. */
  due_at: z.string(),
  reason: z.string().nullable(),
  requested_by: z.string().nullable(),
  created_at: z.string(),
  /** The operations user who approved or rejected it, by name. */
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
});
export type TopUpDto = z.infer<typeof TopUpDto>;

/** A platform account the company may pay a top-up into (set in the operations console). */
export const ReceivingAccountDto = z.object({
  bank_code: z.string(),
  bank_name: z.string(),
  account_title: z.string(),
  iban: z.string(),
});
export type ReceivingAccountDto = z.infer<typeof ReceivingAccountDto>;

/** The company's wallet, in major units: what is posted, what holds at the pump keep, what is left to spend. */
export const BalanceDto = z.object({
  currency: z.string(),
  posted: z.number(),
  on_hold: z.number(),
  available: z.number(),
  /** Top-ups sent and not yet decided: money on its way. */
  pending_top_ups: z.number(),
  /** The company's alert: below this available balance the dashboard warns and a mail goes out. */
  low_balance_threshold: z.number().nullable(),
  /** Available is below the threshold. */
  is_low: z.boolean(),
});
export type BalanceDto = z.infer<typeof BalanceDto>;

/** The alert level the company sets; null switches the alert off. */
export const LowBalanceBody = z.object({ threshold: AmountBetween(1).nullable() });
export type LowBalanceBody = z.infer<typeof LowBalanceBody>;

/** The history's CSV: the list's filters, every matching row. */
export const TopUpExportQuery = TopUpListQuery.omit({ page: true, limit: true });
export type TopUpExportQuery = z.infer<typeof TopUpExportQuery>;
