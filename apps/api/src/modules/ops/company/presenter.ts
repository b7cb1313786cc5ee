import { toMajor, type LedgerEntryDto, type OpsCompanyDto } from "@pitlane/domain";
import { toBalanceDto } from "../../fleet/index.js";
import type { LedgerRow, OpsCompanyRow } from "./repo.js";

export const toOpsCompanyDto = (row: OpsCompanyRow): OpsCompanyDto => ({
  _id: row.id,
  company_name: row.companyName,
  merchant_id: row.merchantId,
  email: row.email,
  country_code: row.countryCode,
  state_name: row.stateName,
  status: row.suspendedAt ? "suspended" : "active",
  suspended_reason: row.suspendedReason,
  suspended_at: row.suspendedAt?.toISOString() ?? null,
  balance: toBalanceDto(
    row.currency,
    { posted: row.posted, pending: row.pending, available: row.posted - row.pending },
    row.pendingTopUps,
    row.lowBalanceThreshold,
  ),
  created_at: row.createdAt.toISOString(),
});

export const toLedgerEntryDto = (row: LedgerRow): LedgerEntryDto => ({
  _id: row.id,
  kind: row.kind,
  debit_account: row.debitKind,
  credit_account: row.creditKind,
  amount: toMajor(row.amount),
  wallet_change: toMajor(row.walletChange),
  wallet_balance: toMajor(row.walletBalance),
  reverses_id: row.reversesId,
  created_at: row.createdAt.toISOString(),
});
