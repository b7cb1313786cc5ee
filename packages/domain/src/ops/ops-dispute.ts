import { z } from "zod";
import { DisputeDecisionDto } from "../fleet/dispute.js";
import { DISPUTE_OUTCOMES } from "../fleet/documents-vocabulary.js";
import { PURCHASE_FLAGS } from "../fleet/purchase-flags.js";
import { FUEL_TYPES } from "../fleet/vocabulary.js";
import { ListQuery } from "../platform/list.js";
import { RefusalCode as m } from "../platform/messages.js";
import { requiredText } from "../platform/validation.js";

/** The console's two tabs: disputes waiting for a decision, and those decided. */
export const DISPUTE_FILTERS = ["open", "decided"] as const;
export type DisputeFilter = (typeof DISPUTE_FILTERS)[number];

export const DisputeListQuery = ListQuery.omit({ search: true }).extend({
  status: z.enum(DISPUTE_FILTERS).catch("open").default("open"),
});
export type DisputeListQuery = z.infer<typeof DisputeListQuery>;

/** A disputed purchase named by its company and its id: under another company's id it is not found. */
export const DisputeParams = z.object({
  companyId: z.uuid({ error: m.id }),
  purchaseId: z.uuid({ error: m.id }),
});
export type DisputeParams = z.infer<typeof DisputeParams>;

/** Refund (every charge of the purchase reversed to the wallet) or uphold, with the note the company reads. */
export const DecideDisputeBody = z.object({
  outcome: z.enum(DISPUTE_OUTCOMES, { error: m.choice }),
  note: requiredText(500),
});
export type DecideDisputeBody = z.infer<typeof DecideDisputeBody>;

/** A disputed purchase as the console lists it: what was bought and charged, the company's note, the decision. */
export const DisputeDto = z.object({
  /** The purchase's id. */
  _id: z.string(),
  company_id: z.string(),
  company_name: z.string(),
  reference: z.string(),
  created_at: z.string(),
  station_name: z.string(),
  car_id: z.string(),
  plate_no: z.string(),
  employee_name: z.string().nullable(),
  fuel_type: z.enum(FUEL_TYPES),
  flags: z.array(z.enum(PURCHASE_FLAGS)),
  currency: z.string(),
  litres: z.number().nullable(),
  /** In major units: what the wallet paid, and what a refund gives back (fuel + commission + tax). */
  fuel_amount: z.number().nullable(),
  commission: z.number().nullable(),
  tax: z.number().nullable(),
  total: z.number().nullable(),
  /** The company's note when it disputed the purchase, and when. */
  company_note: z.string().nullable(),
  disputed_at: z.string(),
  decision: DisputeDecisionDto.extend({ decided_by: z.string().nullable() }).nullable(),
});
export type DisputeDto = z.infer<typeof DisputeDto>;
