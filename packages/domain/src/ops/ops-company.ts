import { z } from "zod";
import { ListQuery } from "../platform/list.js";
import { RefusalCode as m } from "../platform/messages.js";
import { IsoDate, Percent, requiredText } from "../platform/validation.js";
import { BalanceDto } from "../fleet/top-up.js";

export const CompanyParams = z.object({ companyId: z.uuid({ error: m.id }) });

export const COMPANY_STATUSES = ["active", "suspended"] as const;

export const OpsCompanyListQuery = ListQuery.extend({
  status: z
    .enum(["all", ...COMPANY_STATUSES])
    .catch("all")
    .default("all"),
});
export type OpsCompanyListQuery = z.infer<typeof OpsCompanyListQuery>;

/** A company as the console lists it: who, where, its state and its balance. */
export const OpsCompanyDto = z.object({
  _id: z.string(),
  company_name: z.string(),
  merchant_id: z.string(),
  email: z.string(),
  country_code: z.string(),
  state_name: z.string(),
  status: z.enum(COMPANY_STATUSES),
  suspended_reason: z.string().nullable(),
  suspended_at: z.string().nullable(),
  balance: BalanceDto,
  created_at: z.string(),
});
export type OpsCompanyDto = z.infer<typeof OpsCompanyDto>;

export const SuspendBody = z.object({ reason: requiredText(300) });
export type SuspendBody = z.infer<typeof SuspendBody>;

/** Every transfer of the company, newest first, with the wallet's balance after it. */
export const LedgerEntryDto = z.object({
  _id: z.string(),
  kind: z.string(),
  /** The account kinds money left and reached: `bank_clearing` → `wallet` for a top-up. */
  debit_account: z.string(),
  credit_account: z.string(),
  amount: z.number(),
  /** What the transfer did to the wallet: positive in, negative out, 0 when the wallet is not a side. */
  wallet_change: z.number(),
  /** The wallet's posted balance once this transfer was made. */
  wallet_balance: z.number(),
  reverses_id: z.string().nullable(),
  created_at: z.string(),
});
export type LedgerEntryDto = z.infer<typeof LedgerEntryDto>;

export const CompanyLedgerQuery = ListQuery.omit({ search: true });
export type CompanyLedgerQuery = z.infer<typeof CompanyLedgerQuery>;

/** A commission rate of the company from a day on; the history is kept. */
export const CommissionRateDto = z.object({
  _id: z.string(),
  rate: z.number(),
  effective_from: z.string(),
  created_at: z.string(),
});
export type CommissionRateDto = z.infer<typeof CommissionRateDto>;

export const CommissionRateBody = z.object({ rate: Percent, effective_from: IsoDate });
export type CommissionRateBody = z.infer<typeof CommissionRateBody>;
