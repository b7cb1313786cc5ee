import { conflict, notFound, type DisputeOutcome } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { reverseAll } from "../ledger/ledger.js";
import { lockedPurchase, recordDecision, transfersOfHold } from "./repo.js";

export interface DisputeDecision {
  outcome: DisputeOutcome;
  note: string;
  /** The operations user who decides. */
  by: string;
}

/**
 * The platform's decision on a purchase the company disputed (decision 0049), in the caller's
 * transaction. Refunded: every transfer that completed the purchase's hold is reversed as one
 * movement, crediting the wallet with what it paid. Upheld: nothing moves. Either is recorded on the
 * purchase, once: a purchase not disputed is not found, a decided one is refused. Answers the
 * reversals' ids (none when upheld).
 */
export async function decideDispute(
  tx: Db,
  companyId: string,
  purchaseId: string,
  decision: DisputeDecision,
  now: Date,
): Promise<string[]> {
  const purchase = await lockedPurchase(tx, companyId, purchaseId);
  if (purchase?.review !== "disputed") throw notFound("dispute_not_found");
  if (purchase.outcome !== null) throw conflict("dispute_decided");
  const reversals =
    decision.outcome === "refunded" && purchase.holdId
      ? await reverseAll(tx, companyId, await transfersOfHold(tx, companyId, purchase.holdId))
      : [];
  await recordDecision(tx, companyId, purchaseId, { ...decision, at: now });
  return reversals;
}
