import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { fleetStatements } from "../../../db/schema/index.js";
import type { ClosingMonth } from "../month-close/close.js";
import { periodTotals, walletIdOf } from "./wallet-repo.js";

/**
 * The month's statement, the first document of a month's close (its row marks the month closed):
 * it opens with the closing of the statement before (0 for the first) and sums the wallet's
 * transfers between the month's bounds. Its lines are not stored: they are the ledger's transfers
 * of the period, read when the statement is shown.
 */
export async function writeStatement(tx: Db, closing: ClosingMonth): Promise<void> {
  const { companyId, number, month, startsAt, endsAt, currency } = closing;
  const [previous] = await tx
    .select({ closing: fleetStatements.closing })
    .from(fleetStatements)
    .where(and(eq(fleetStatements.companyId, companyId), eq(fleetStatements.number, number - 1)));
  const walletId = await walletIdOf(tx, companyId);
  const { credits, debits } = await periodTotals(tx, companyId, walletId, { startsAt, endsAt });
  const opening = previous?.closing ?? 0;
  await tx.insert(fleetStatements).values({
    companyId,
    number,
    month,
    startsAt,
    endsAt,
    currency,
    opening,
    credits,
    debits,
    closing: opening + credits - debits,
  });
}
