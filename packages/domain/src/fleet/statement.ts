import { z } from "zod";
import { listResultSchema, ListQuery } from "../platform/list.js";
import { RefusalCode as m } from "../platform/messages.js";
import { daysFrom } from "../platform/calendar-date.js";
import { IsoDate } from "../platform/validation.js";
import { TRANSFER_KINDS } from "./transaction.js";
import { FUEL_TYPES } from "./vocabulary.js";

/**
 * A company's statements of its wallet (decision 0045): one numbered statement per month of its
 * clock, written when the month is over, and a statement of account for any range of its days on
 * demand (not numbered). Amounts in major units, litres to three decimals.
 */

/** How many days after its first day a statement of account may end: a year, leap day included. */
export const STATEMENT_ACCOUNT_MAX_DAYS = 366;

export const StatementListQuery = ListQuery.omit({ search: true });
export type StatementListQuery = z.infer<typeof StatementListQuery>;

/** A page of a statement's purchases: a month of a large fleet runs to thousands. */
export const StatementLinesQuery = ListQuery.omit({ search: true }).extend({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .catch(50)
    .default(50)
    .transform((n) => Math.min(n, 100)),
});
export type StatementLinesQuery = z.infer<typeof StatementLinesQuery>;

/** The days of the company's clock a statement of account covers, both included. */
const accountRange = {
  from: IsoDate,
  to: IsoDate,
};

const rangeRule = (q: { from: string; to: string }, ctx: z.RefinementCtx) => {
  if (q.to < q.from) ctx.addIssue({ code: "custom", path: ["to"], message: m.slot_order });
  else if (daysFrom(q.from, q.to) > STATEMENT_ACCOUNT_MAX_DAYS)
    ctx.addIssue({ code: "custom", path: ["to"], message: m.statement_range });
};

export const StatementAccountQuery = StatementLinesQuery.extend(accountRange).superRefine(rangeRule);
export type StatementAccountQuery = z.infer<typeof StatementAccountQuery>;

export const STATEMENT_LANGS = ["en", "ar"] as const;
export type StatementLang = (typeof STATEMENT_LANGS)[number];
const lang = z.enum(STATEMENT_LANGS).catch("en").default("en");

export const StatementPdfQuery = z.object({ lang });
export type StatementPdfQuery = z.infer<typeof StatementPdfQuery>;

export const StatementAccountFileQuery = z.object({ ...accountRange, lang }).superRefine(rangeRule);
export type StatementAccountFileQuery = z.infer<typeof StatementAccountFileQuery>;

/** A statement's head: its period and the four figures that tie to the ledger. */
export const StatementDto = z.object({
  /** Null for a statement of account. */
  _id: z.string().nullable(),
  number: z.number().int().nullable(),
  /** The month's first day on the company's clock; null for a statement of account. */
  month: z.string().nullable(),
  /** The first and the last day covered, on the company's clock. */
  from: z.string(),
  to: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  currency: z.string(),
  opening: z.number(),
  /** What the wallet received (top-ups, reversed charges) and what it paid. */
  credits: z.number(),
  debits: z.number(),
  closing: z.number(),
});
export type StatementDto = z.infer<typeof StatementDto>;

/** A month's statement as the list shows it: always numbered. */
export const StatementListItemDto = StatementDto.extend({
  _id: z.string(),
  number: z.number().int(),
  month: z.string(),
});
export type StatementListItemDto = z.infer<typeof StatementListItemDto>;

/** The credits and debits broken down by what moved them. */
export const StatementTotalsDto = z.object({
  top_ups: z.number(),
  reversals_in: z.number(),
  fuel: z.number(),
  commission: z.number(),
  tax: z.number(),
  reversals_out: z.number(),
});
export type StatementTotalsDto = z.infer<typeof StatementTotalsDto>;

/** The commission on the period's fuel at one pair of rates (percent), with its tax. */
export const StatementCommissionDto = z.object({
  commission_rate: z.number(),
  tax_rate: z.number(),
  purchases: z.number().int(),
  fuel: z.number(),
  commission: z.number(),
  tax: z.number(),
  gross: z.number(),
});
export type StatementCommissionDto = z.infer<typeof StatementCommissionDto>;

export const StatementTopUpDto = z.object({
  _id: z.string(),
  at: z.string(),
  bank_code: z.string(),
  bank_name: z.string(),
  slip_number: z.string(),
  amount: z.number(),
});
export type StatementTopUpDto = z.infer<typeof StatementTopUpDto>;

/** A correction: what it reversed (a purchase's charge, a top-up), and which way the wallet moved. */
export const StatementReversalDto = z.object({
  _id: z.string(),
  at: z.string(),
  reverses: z.enum(TRANSFER_KINDS),
  /** The purchase whose charge it reversed, by the station's reference. */
  purchase_reference: z.string().nullable(),
  /** Positive when the wallet got money back, negative when it paid. */
  amount: z.number(),
});
export type StatementReversalDto = z.infer<typeof StatementReversalDto>;

/** The prepaid balance is the one way a purchase is paid (spec 001: "payment method"). */
export const STATEMENT_PAYMENT_METHODS = ["prepaid_balance"] as const;

/** A purchase as a statement lists it: its three transfers (fuel, commission, tax) as one line. */
export const StatementPurchaseDto = z.object({
  _id: z.string(),
  at: z.string(),
  reference: z.string(),
  station_name: z.string(),
  fuel_type: z.enum(FUEL_TYPES),
  litres: z.number(),
  /** The nozzle price per litre, 4 decimals. */
  unit_price: z.number(),
  /** Total price: the fuel. */
  fuel: z.number(),
  commission: z.number(),
  /** Fuel and commission. */
  subtotal: z.number(),
  tax: z.number(),
  /** Net charged: what the wallet paid. */
  total: z.number(),
  payment_method: z.enum(STATEMENT_PAYMENT_METHODS),
  employee_name: z.string().nullable(),
  car_id: z.string(),
  plate_no: z.string(),
  odometer: z.number().int(),
  km_since_last: z.number().int().nullable(),
  litres_per_100_km: z.number().nullable(),
});
export type StatementPurchaseDto = z.infer<typeof StatementPurchaseDto>;

export const StatementCompanyDto = z.object({
  name: z.string(),
  merchant_id: z.string(),
  ntn: z.string().nullable(),
  strn: z.string().nullable(),
});

/** A statement with what it is made of: the breakdown, the commission, the top-ups, reversals and a page of purchases. */
export const StatementDetailDto = z.object({
  statement: StatementDto,
  company: StatementCompanyDto,
  time_zone: z.string(),
  totals: StatementTotalsDto,
  commission: z.array(StatementCommissionDto),
  top_ups: z.array(StatementTopUpDto),
  reversals: z.array(StatementReversalDto),
  purchases: listResultSchema(StatementPurchaseDto),
});
export type StatementDetailDto = z.infer<typeof StatementDetailDto>;
