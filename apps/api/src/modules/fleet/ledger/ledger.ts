import { DomainError, conflict, notFound } from "@pitlane/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import {
  type HoldOutcome,
  type LedgerAccountKind,
  type LedgerTransferKind,
  ledgerAccounts,
  ledgerHoldResolutions,
  ledgerHolds,
  ledgerTransfers,
} from "../../../db/schema/index.js";

/**
 * The fleet money ledger (decision 0036): the only code that writes its tables. Every function runs
 * inside the caller's transaction and touches one company's rows. Amounts are integers of the
 * currency's minor unit.
 */

/** One movement of money: `amount` from `debit` to `credit`. */
export interface Line {
  kind: LedgerTransferKind;
  debit: string;
  credit: string;
  amount: number;
}

/** A change to one account: to what is posted and to what its open holds keep. */
interface Change {
  posted: number;
  pending: number;
}

/** The company's account of a kind (and subject), made on first use: one read once it exists. */
export async function accountOf(
  tx: Db,
  companyId: string,
  kind: LedgerAccountKind,
  currency: string,
  subject = "",
): Promise<string> {
  const find = async () => {
    const [found] = await tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.companyId, companyId),
          eq(ledgerAccounts.kind, kind),
          eq(ledgerAccounts.subject, subject),
        ),
      );
    return found?.id;
  };
  const existing = await find();
  if (existing) return existing;
  const [made] = await tx
    .insert(ledgerAccounts)
    .values({ companyId, kind, subject, currency })
    .onConflictDoNothing()
    .returning({ id: ledgerAccounts.id });
  // Made by another transaction between the read and the insert: it is there now.
  const id = made?.id ?? (await find());
  if (!id) throw new Error(`ledger account ${kind} of ${companyId} neither made nor found`);
  return id;
}

/**
 * Applies changes to accounts in the order of their ids (so two transactions never wait on each
 * other in a cycle), each as one statement. A wallet's statement is guarded: it changes nothing
 * unless the wallet's available amount stays at or above zero, and then the whole movement is
 * refused with `insufficient_funds`. The table's check constraint is the backstop.
 */
async function apply(tx: Db, companyId: string, changes: Map<string, Change>) {
  for (const id of [...changes.keys()].sort()) {
    const { posted, pending } = changes.get(id) as Change;
    const changed = await tx
      .update(ledgerAccounts)
      .set({
        posted: sql`${ledgerAccounts.posted} + ${posted}`,
        pendingDebits: sql`${ledgerAccounts.pendingDebits} + ${pending}`,
      })
      .where(
        and(
          eq(ledgerAccounts.companyId, companyId),
          eq(ledgerAccounts.id, id),
          sql`(${ledgerAccounts.kind} <> 'wallet' or ${ledgerAccounts.posted} + ${posted} - (${ledgerAccounts.pendingDebits} + ${pending}) >= 0)`,
        ),
      )
      .returning({ id: ledgerAccounts.id });
    if (changed.length === 0) throw conflict("insufficient_funds");
  }
}

function changesOf(lines: Line[], changes = new Map<string, Change>()) {
  const add = (id: string, posted: number, pending = 0) => {
    const change = changes.get(id) ?? { posted: 0, pending: 0 };
    changes.set(id, { posted: change.posted + posted, pending: change.pending + pending });
  };
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amount) || line.amount <= 0) throw new Error(`ledger amount ${line.amount}`);
    add(line.debit, -line.amount);
    add(line.credit, line.amount);
  }
  return { changes, add };
}

/** Posts a movement of one or more transfers, sharing one group id; answers the transfers' ids. */
export async function post(
  tx: Db,
  companyId: string,
  lines: Line[],
  links: { holdId?: string; reversesId?: string } = {},
  extra?: Map<string, Change>,
): Promise<string[]> {
  const { changes } = changesOf(lines, extra);
  await apply(tx, companyId, changes);
  const groupId = crypto.randomUUID();
  const rows = await tx
    .insert(ledgerTransfers)
    .values(
      lines.map((line) => ({
        companyId,
        groupId,
        kind: line.kind,
        debitAccountId: line.debit,
        creditAccountId: line.credit,
        amount: line.amount,
        holdId: links.holdId ?? null,
        reversesId: links.reversesId ?? null,
      })),
    )
    .returning({ id: ledgerTransfers.id });
  return rows.map((row) => row.id);
}

export interface Hold {
  id: string;
  accountId: string;
  amount: number;
  expiresAt: Date;
}

/** Keeps `amount` of a wallet for a while; null when its available amount is less. */
export async function hold(
  tx: Db,
  companyId: string,
  walletId: string,
  amount: number,
  reference: string,
  expiresAt: Date,
): Promise<Hold | null> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`ledger hold amount ${amount}`);
  try {
    await apply(tx, companyId, new Map([[walletId, { posted: 0, pending: amount }]]));
  } catch (error) {
    if (error instanceof DomainError && error.code === "insufficient_funds") return null;
    throw error;
  }
  const [made] = await tx
    .insert(ledgerHolds)
    .values({ companyId, accountId: walletId, amount, reference, expiresAt })
    .returning({ id: ledgerHolds.id });
  return { id: made!.id, accountId: walletId, amount, expiresAt };
}

/** The hold, once: records how it ended, or refuses if it has ended already. */
async function resolve(tx: Db, companyId: string, holdId: string, outcome: HoldOutcome, postedAmount: number) {
  const [held] = await tx
    .select()
    .from(ledgerHolds)
    .where(and(eq(ledgerHolds.companyId, companyId), eq(ledgerHolds.id, holdId)));
  if (!held) throw notFound("hold_not_found");
  if (postedAmount > held.amount) throw conflict("hold_amount_exceeded");
  // The resolution's key is the hold: a second resolution, even one running at the same moment, finds it taken.
  const [resolved] = await tx
    .insert(ledgerHoldResolutions)
    .values({ companyId, holdId, outcome, postedAmount })
    .onConflictDoNothing()
    .returning({ holdId: ledgerHoldResolutions.holdId });
  if (!resolved) throw conflict("hold_resolved");
  return held;
}

/**
 * Completes a hold with what was actually taken: the lines (all debiting the held wallet) post, and
 * the rest of the hold is released. Refused if the hold has expired, even before the sweep records it.
 */
export async function completeHold(
  tx: Db,
  companyId: string,
  holdId: string,
  lines: Omit<Line, "debit">[],
  now = new Date(),
): Promise<string[]> {
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const held = await resolve(tx, companyId, holdId, "completed", total);
  if (held.expiresAt <= now) throw conflict("hold_resolved");
  const release = new Map([[held.accountId, { posted: 0, pending: -held.amount }]]);
  if (lines.length === 0) {
    await apply(tx, companyId, release);
    return [];
  }
  return post(
    tx,
    companyId,
    lines.map((line) => ({ ...line, debit: held.accountId })),
    { holdId },
    release,
  );
}

/** Releases all of a hold: voided by its caller, or expired. */
export async function releaseHold(tx: Db, companyId: string, holdId: string, outcome: "voided" | "expired") {
  const held = await resolve(tx, companyId, holdId, outcome, 0);
  await apply(tx, companyId, new Map([[held.accountId, { posted: 0, pending: -held.amount }]]));
}

/** A new transfer the other way, naming the one it corrects; a transfer is reversed at most once. */
export async function reverse(tx: Db, companyId: string, transferId: string): Promise<string> {
  const [original] = await tx
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.companyId, companyId), eq(ledgerTransfers.id, transferId)))
    .for("update");
  if (!original) throw notFound("transfer_not_found");
  const [already] = await tx
    .select({ id: ledgerTransfers.id })
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.companyId, companyId), eq(ledgerTransfers.reversesId, transferId)));
  if (already) throw conflict("transfer_reversed");
  const line = { kind: "reversal" as const, debit: original.creditAccountId, credit: original.debitAccountId };
  const [id] = await post(tx, companyId, [{ ...line, amount: original.amount }], { reversesId: transferId });
  return id!;
}

export interface Balance {
  posted: number;
  pending: number;
  available: number;
}

/** A company's wallet: what is posted, what open holds keep, and what is left to spend. */
export async function walletBalance(db: Db, companyId: string): Promise<Balance> {
  const [wallet] = await db
    .select({ posted: ledgerAccounts.posted, pending: ledgerAccounts.pendingDebits })
    .from(ledgerAccounts)
    .where(
      and(eq(ledgerAccounts.companyId, companyId), eq(ledgerAccounts.kind, "wallet"), eq(ledgerAccounts.subject, "")),
    );
  const posted = wallet?.posted ?? 0;
  const pending = wallet?.pending ?? 0;
  return { posted, pending, available: posted - pending };
}
