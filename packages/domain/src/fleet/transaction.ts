import { z } from "zod";
import { ListQuery } from "../platform/list.js";
import { RefusalCode as m } from "../platform/messages.js";
import { IsoDate, requiredText, text } from "../platform/validation.js";
import { PURCHASE_STATES } from "../station/station.js";
import { StationReviewDto } from "../station/station-review.js";
import { DisputeDecisionDto } from "./dispute.js";
import { DECLINE_REASONS } from "./purchase.js";
import { PURCHASE_FLAGS, PURCHASE_REVIEWS, REVIEW_FILTERS } from "./purchase-flags.js";
import { FUEL_TYPES, RULE_CYCLES, RULE_MODES } from "./vocabulary.js";

/**
 * The company's transactions: its purchases at partner stations, approved or declined, as the fleet
 * portal lists them. "expired" also names a hold past its time that the sweep has not released yet:
 * it can no longer be completed, so the company never sees it as open.
 */
export const TRANSACTION_STATUSES = PURCHASE_STATES;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export const TRANSACTION_STATUS_FILTERS = ["all", ...TRANSACTION_STATUSES] as const;

/** A yes/no switch of a query string ("true", "false"), or a boolean from a typed caller. */
const QuerySwitch = z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")], {
  error: m.boolean,
});

const filterShape = {
  search: text(100).optional(),
  status: z.enum(TRANSACTION_STATUS_FILTERS, { error: m.choice }).default("all"),
  station_id: z.uuid({ error: m.id }).optional(),
  vehicle_id: z.uuid({ error: m.id }).optional(),
  employee_id: z.uuid({ error: m.id }).optional(),
  /** Days of the company's clock, both included. */
  from: IsoDate.optional(),
  to: IsoDate.optional(),
  /** Only the purchases flagged for a look (over the tank, distance off, quick refill). */
  flagged: QuerySwitch.optional(),
  /** Only the flagged purchases not reviewed yet, or reviewed one way. */
  review: z.enum(REVIEW_FILTERS, { error: m.choice }).optional(),
};

const rangeInOrder = (q: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (q.from && q.to && q.to < q.from) ctx.addIssue({ code: "custom", path: ["to"], message: m.slot_order });
};

/** What the list and its CSV select. */
export const TransactionFilterQuery = z.object(filterShape).superRefine(rangeInOrder);
export type TransactionFilterQuery = z.infer<typeof TransactionFilterQuery>;

export const TransactionListQuery = ListQuery.extend(filterShape).superRefine(rangeInOrder);
export type TransactionListQuery = z.infer<typeof TransactionListQuery>;

/** The accounts and transfers of the ledger (decision 0036), as a purchase's history names them. */
export const TRANSFER_ACCOUNTS = [
  "wallet",
  "bank_clearing",
  "station_payable",
  "commission_revenue",
  "tax_payable",
] as const;
export const TRANSFER_KINDS = ["top_up", "fuel", "commission", "tax", "reversal"] as const;

export const TransactionDto = z.object({
  _id: z.string(),
  created_at: z.string(),
  /** The station's own name for the purchase. */
  reference: z.string(),
  station_id: z.string(),
  station_name: z.string(),
  station_city: z.string(),
  station_city_arabic: z.string().nullable(),
  /** The driver assigned to the vehicle at the time; null when none was (declined). */
  employee_id: z.string().nullable(),
  employee_name: z.string().nullable(),
  vehicle_id: z.string(),
  car_id: z.string(),
  plate_no: z.string(),
  fuel_type: z.enum(FUEL_TYPES),
  status: z.enum(TRANSACTION_STATUSES),
  /** Why it was declined, exactly: the company sees what the station is not told. */
  decline_reason: z.enum(DECLINE_REASONS).nullable(),
  flags: z.array(z.enum(PURCHASE_FLAGS)),
  /** A flagged purchase's review; null until a fleet manager gives one (and for purchases not flagged). */
  review: z.enum(PURCHASE_REVIEWS).nullable(),
  /** The cycle of the rule it was checked against, which a limit's decline names ("weekly litres"). */
  rule_cycle: z.enum(RULE_CYCLES).nullable(),
  currency: z.string(),
  /** Completed: what the pump gave; otherwise what was authorised (or asked, when declined). */
  litres: z.number().nullable(),
  /** Per litre in major units (4 decimals), as the station priced it then. */
  unit_price: z.number().nullable(),
  /**
   * In major units. Completed: what the wallet paid; held, voided or expired: what the hold kept
   * (given back unless completed); declined: nothing moved (null).
   */
  fuel_amount: z.number().nullable(),
  commission: z.number().nullable(),
  tax: z.number().nullable(),
  total: z.number().nullable(),
  odometer: z.number().int(),
  previous_odometer: z.number().int().nullable(),
  km_since_last: z.number().int().nullable(),
  /** The reading the litres predict at the vehicle's rate (km per litre); null without a rate or a last reading. */
  expected_odometer: z.number().int().nullable(),
  /** Where the money goes: the company's wallet to the station's payable; null when declined. */
  account_from: z.enum(TRANSFER_ACCOUNTS).nullable(),
  account_to: z.enum(TRANSFER_ACCOUNTS).nullable(),
  expires_at: z.string().nullable(),
  resolved_at: z.string().nullable(),
});
export type TransactionDto = z.infer<typeof TransactionDto>;

export const TransactionHoldDto = z.object({
  amount: z.number(),
  created_at: z.string(),
  expires_at: z.string(),
  /** How it ended; null while open (or past its time and not yet released). */
  outcome: z.enum(["completed", "voided", "expired"]).nullable(),
  /** What of it was posted: the purchase's total when completed, 0 otherwise. */
  posted_amount: z.number().nullable(),
  resolved_at: z.string().nullable(),
});

export const TransactionTransferDto = z.object({
  _id: z.string(),
  kind: z.enum(TRANSFER_KINDS),
  amount: z.number(),
  from_account: z.enum(TRANSFER_ACCOUNTS),
  to_account: z.enum(TRANSFER_ACCOUNTS),
  created_at: z.string(),
});
export type TransactionTransferDto = z.infer<typeof TransactionTransferDto>;

/** One purchase with its history: what was asked, the rule it was checked against, the hold and the transfers. */
export const TransactionDetailDto = TransactionDto.extend({
  requested_litres: z.number().nullable(),
  requested_amount: z.number().nullable(),
  /** Percent of the fuel, and percent of the commission, in force at the time. */
  commission_rate: z.number().nullable(),
  tax_rate: z.number().nullable(),
  rule: z.object({ _id: z.string(), name: z.string(), subject: z.enum(["vehicle", "employee"]) }).nullable(),
  /**
   * The rule's cycle as the pump counted it when the purchase was asked: the day's fuelings and the
   * cycle's use before it (litres for a recurring rule, major units for an amount rule) against the
   * limit in force that day (null once the rule had ended). Null without a rule.
   */
  usage_then: z
    .object({
      cycle_start: z.string(),
      mode: z.enum(RULE_MODES),
      fuelings_that_day: z.number().int(),
      used: z.number(),
      limit: z.number().nullable(),
    })
    .nullable(),
  /** The review's note, who gave it and when. */
  review_note: z.string().nullable(),
  reviewed_by: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  hold: TransactionHoldDto.nullable(),
  transfers: z.array(TransactionTransferDto),
  /** The odometer's and the pump's photos a station sent (uploads of the company, /fueling/api/upload/:id). */
  odometer_photo_id: z.string().nullable(),
  pump_photo_id: z.string().nullable(),
  /** The driver's rating of the station, given on the terminal's receipt screen; null when none was. */
  station_review: StationReviewDto.nullable(),
  /** The platform's decision on a disputed purchase; null until it decides (and for purchases not disputed). */
  dispute: DisputeDecisionDto.nullable(),
});
export type TransactionDetailDto = z.infer<typeof TransactionDetailDto>;

/** A fleet manager's review of a flagged purchase: explained or disputed, with a note saying why. */
export const TransactionReviewBody = z.object({
  outcome: z.enum(PURCHASE_REVIEWS, { error: m.choice }),
  note: requiredText(500),
});
export type TransactionReviewBody = z.infer<typeof TransactionReviewBody>;

/** What the list's choosers search: stations of the company's country, its vehicles or its employees. */
export const TRANSACTION_CHOICE_KINDS = ["station", "vehicle", "employee"] as const;
export const TransactionChoiceQuery = z.object({
  kind: z.enum(TRANSACTION_CHOICE_KINDS, { error: m.choice }),
  search: text(100).optional(),
});
export type TransactionChoiceQuery = z.infer<typeof TransactionChoiceQuery>;

/** A choice named as the list shows it: "Station · City", "Plate · Car id", "Name · Employee id". */
export const TransactionChoiceDto = z.object({ _id: z.string(), label: z.string() });
export type TransactionChoiceDto = z.infer<typeof TransactionChoiceDto>;
