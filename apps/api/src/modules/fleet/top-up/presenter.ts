import { BANKS, TOP_UP_APPROVAL_HOURS, type TopUpDto, toMajor } from "@pitlane/domain";
import type { TopUpRow } from "./repo.js";

const HOUR = 3_600_000;

/** When a request's 24 hours end. */
export const dueAtOf = (createdAt: Date) => new Date(createdAt.getTime() + TOP_UP_APPROVAL_HOURS * HOUR);

/** A pending request made before this moment is overdue. */
export const overdueBefore = (now: Date) => new Date(now.getTime() - TOP_UP_APPROVAL_HOURS * HOUR);

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
    requested_by: row.requestedBy,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}
