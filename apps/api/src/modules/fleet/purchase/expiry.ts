import { DomainError } from "@pitlane/domain";
import { and, eq, lte } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { purchases } from "../../../db/schema/index.js";
import { releaseHold } from "../ledger/ledger.js";

/** Marks the purchase behind a released hold expired: the sweep's part in the same transaction. */
export async function markExpired(tx: Db, companyId: string, holdId: string, now: Date) {
  await tx
    .update(purchases)
    .set({ status: "expired", resolvedAt: now })
    .where(and(eq(purchases.companyId, companyId), eq(purchases.holdId, holdId), eq(purchases.status, "held")));
}

/**
 * Releases the company's holds past their time before a new check reads its balance and usage
 * (MONEY.md: "an expired hold is released before any new check"), without waiting for the sweep.
 * A purchase another request is completing or voiding right now is skipped: it is being resolved.
 */
export async function releaseExpiredOf(tx: Db, companyId: string, now: Date) {
  const due = await tx
    .select({ holdId: purchases.holdId })
    .from(purchases)
    .where(and(eq(purchases.companyId, companyId), eq(purchases.status, "held"), lte(purchases.expiresAt, now)))
    .for("update", { skipLocked: true });
  for (const { holdId } of due) {
    try {
      await releaseHold(tx, companyId, holdId!, "expired");
    } catch (error) {
      // The sweep released it a moment ago: only the purchase's status is behind.
      if (!(error instanceof DomainError && error.code === "hold_resolved")) throw error;
    }
    await markExpired(tx, companyId, holdId!, now);
  }
}
