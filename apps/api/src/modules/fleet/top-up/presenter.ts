import {
  BANKS,
  TOP_UP_APPROVAL_HOURS,
  bankOf,
  type BalanceDto,
  type ReceivingAccountDto,
  type TopUpDto,
  toMajor,
} from "@pitlane/domain";
import type { Balance } from "../ledger/ledger.js";
import type { TopUpRow } from "./repo.js";

const HOUR = 3_600_000;

/** When a request's 24 hours end. */
export const dueAtOf = (createdAt: Date) => new Date(createdAt.getTime() + TOP_UP_APPROVAL_HOURS * HOUR);

/** A pending request made before this moment is overdue. */
export const overdueBefore = (now: Date) => new Date(now.getTime() - TOP_UP_APPROVAL_HOURS * HOUR);

/** The history's CSV columns, in order. */
export const TOP_UP_CSV_COLUMNS = [
  "created_at",
  "status",
  "amount",
  "currency",
  "bank",
  "slip_number",
  "requested_by",
  "decided_by",
  "decided_at",
  "reason",
] as const;

export const toTopUpCsvRow = (dto: TopUpDto) => [
  dto.created_at,
  dto.is_overdue ? "overdue" : dto.status,
  dto.amount,
  dto.currency,
  dto.bank_name,
  dto.slip_number,
  dto.requested_by,
  dto.decided_by,
  dto.decided_at,
  dto.reason,
];

/** An account of the platform in the company's country, with its bank's name. */
export const toReceivingAccountDto = (
  country: string,
  row: { bankCode: string; accountTitle: string; iban: string },
): ReceivingAccountDto => ({
  bank_code: row.bankCode,
  bank_name: bankOf(country, row.bankCode)?.name ?? row.bankCode,
  account_title: row.accountTitle,
  iban: row.iban,
});

export function toTopUpDto(row: TopUpRow, now: Date): TopUpDto {
  const dueAt = dueAtOf(row.createdAt);
  return {
    _id: row.id,
    bank_code: row.bankCode,
    bank_name: BANKS.find((bank) => bank.code === row.bankCode)?.name ?? row.bankCode,
    amount: toMajor(row.amount),
    currency: row.currency,
    slip_number: row.slipNumber,
    proof_id: row.proofUploadId,
    status: row.status,
    is_overdue: row.status === "pending" && dueAt <= now,
    due_at: dueAt.toISOString(),
    reason: row.reason,
    requested_by: row.requestedByName,
    created_at: row.createdAt.toISOString(),
    decided_by: row.decidedByName,
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

/** The wallet in major units, with the money on its way and the company's alert level (minor units in). */
export function toBalanceDto(
  currency: string,
  wallet: Balance,
  pendingTopUps: number,
  lowBalanceThreshold: number | null,
): BalanceDto {
  return {
    currency,
    posted: toMajor(wallet.posted),
    on_hold: toMajor(wallet.pending),
    available: toMajor(wallet.available),
    pending_top_ups: toMajor(pendingTopUps),
    low_balance_threshold: lowBalanceThreshold === null ? null : toMajor(lowBalanceThreshold),
    is_low: lowBalanceThreshold !== null && wallet.available < lowBalanceThreshold,
  };
}
