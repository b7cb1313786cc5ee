import type { DisputeOutcome } from "@pitlane/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { ledgerTransfers, purchases } from "../../../db/schema/index.js";

/** What deciding a dispute reads and writes of a company's purchase, each inside the decision's transaction. */

/**
 * The purchase, locked: a second decision and the company's change of its review wait here for the
 * first decision to commit, then read it.
 */
export async function lockedPurchase(tx: Db, companyId: string, purchaseId: string) {
  const [row] = await tx
    .select({ holdId: purchases.holdId, review: purchases.review, outcome: purchases.disputeOutcome })
    .from(purchases)
    .where(and(eq(purchases.companyId, companyId), eq(purchases.id, purchaseId)))
    .for("update");
  return row ?? null;
}

/** The transfers that completed the purchase's hold (fuel, commission, tax), through the ledger's hold index. */
export async function transfersOfHold(tx: Db, companyId: string, holdId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: ledgerTransfers.id })
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.companyId, companyId), eq(ledgerTransfers.holdId, holdId)));
  return rows.map((row) => row.id);
}

export async function recordDecision(
  tx: Db,
  companyId: string,
  purchaseId: string,
  decision: { outcome: DisputeOutcome; note: string; by: string; at: Date },
) {
  await tx
    .update(purchases)
    .set({
      disputeOutcome: decision.outcome,
      disputeNote: decision.note,
      disputeDecidedBy: decision.by,
      disputeDecidedAt: decision.at,
    })
    .where(and(eq(purchases.companyId, companyId), eq(purchases.id, purchaseId)));
}
