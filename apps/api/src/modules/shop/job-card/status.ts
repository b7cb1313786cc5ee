import { JOB_CARD_NEXT, conflict, notFound, type JobCardStatus } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import type { RequestContext } from "../../../platform/route.js";
import { issueInvoice } from "../invoice/issue.js";
import { statusWrites } from "./status-repo.js";

/** The time stamp each status sets when a job card reaches it. */
const stampOf = (status: JobCardStatus, now: Date) => {
  if (status === "in_progress") return { startedAt: now };
  if (status === "completed") return { completedAt: now };
  if (status === "cancelled") return { cancelledAt: now };
  return {};
};

/**
 * Moves a job card along JOB_CARD_NEXT, its appointments with it, in one transaction that holds the
 * job card's row: two changes of one card wait for each other, so only one of them applies.
 * Cancelling frees its slots (they are no longer live); completing issues its invoice, and a
 * refusal of the invoice (too little stock) rolls the whole change back.
 */
export function createStatusChange(db: Db) {
  return (ctx: RequestContext, id: string, next: JobCardStatus): Promise<void> =>
    db.transaction(async (tx) => {
      const card = await statusWrites.lockedStatus(tx, ctx.tenantId, id);
      if (!card) throw notFound("job_card_not_found");
      // The check constraint keeps the column to JOB_CARD_STATUSES.
      const allowed: readonly JobCardStatus[] = JOB_CARD_NEXT[card.status as JobCardStatus];
      if (!allowed.includes(next)) throw conflict("status_change");
      const now = new Date();
      await statusWrites.setCardStatus(tx, ctx.tenantId, id, { status: next, updatedAt: now, ...stampOf(next, now) });
      await statusWrites.setAppointmentsStatus(tx, ctx.tenantId, id, next);
      if (next === "completed") await issueInvoice(tx, { shopId: ctx.tenantId, jobCardId: id, userId: ctx.userId });
    });
}
