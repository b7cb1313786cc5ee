import { conflict, notFound } from "@pitlane/domain";
import { and, type AnyColumn, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { rowsOf } from "../../../db/raw-rows.js";
import {
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

/** `(id, posted, pending)` rows of the changes, as a VALUES list both drivers bind alike. */
const changeRows = (changes: Map<string, Change>) =>
  sql.join(
    [...changes].map(([id, { posted, pending }]) => sql`(${id}::uuid, ${posted}::bigint, ${pending}::bigint)`),
    sql`, `,
  );

/** The wallet's guard: a change leaves a wallet's available amount at zero or above. */
const guard = (posted: SQL, pending: SQL) =>
  sql`(${ledgerAccounts.kind} <> 'wallet' or ${ledgerAccounts.posted} + ${posted} - (${ledgerAccounts.pendingDebits} + ${pending}) >= 0)`;

/** Locks the accounts in the order of their ids, so two transactions never wait on each other in a cycle. */
async function lockInOrder(tx: Db, companyId: string, ids: string[]) {
  await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.companyId, companyId), inArray(ledgerAccounts.id, ids)))
    .orderBy(ledgerAccounts.id)
    .for("update");
}

/**
 * Applies changes to accounts, once they are locked in the order of their ids, as one statement. A
 * wallet's change is guarded: it changes nothing unless the wallet's available amount stays at or
 * above zero, and then the whole movement is refused with `insufficient_funds`. The table's check
 * constraint is the backstop.
 */
async function apply(tx: Db, companyId: string, changes: Map<string, Change>) {
  if (changes.size > 1) await lockInOrder(tx, companyId, [...changes.keys()]);
  const changed = await rowsOf<{ id: string }>(
    tx,
    sql`update ${ledgerAccounts}
      set posted = ${ledgerAccounts.posted} + c.posted, pending_debits = ${ledgerAccounts.pendingDebits} + c.pending
      from (values ${changeRows(changes)}) as c (id, posted, pending)
      where ${ledgerAccounts.companyId} = ${companyId} and ${ledgerAccounts.id} = c.id
        and ${guard(sql`c.posted`, sql`c.pending`)}
      returning ${ledgerAccounts.id}`,
  );
  if (changed.length !== changes.size) throw conflict("insufficient_funds");
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

/**
 * Posts a movement of one or more transfers, sharing one group id; answers the transfers' ids. A
 * line that corrects a transfer names it (`reversesId`).
 */
export async function post(
  tx: Db,
  companyId: string,
  lines: (Line & { reversesId?: string })[],
  links: { holdId?: string } = {},
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
        reversesId: line.reversesId ?? null,
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

/**
 * Keeps `amount` of a wallet for a while; null when its available amount is less. The guarded
 * update and the hold's row are one statement: the wallet's row stays locked from here to the
 * caller's commit, so nothing else is asked in between that could be asked before.
 */
export async function hold(
  tx: Db,
  companyId: string,
  walletId: string,
  amount: number,
  reference: string,
  expiresAt: Date,
): Promise<Hold | null> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`ledger hold amount ${amount}`);
  const [made] = await rowsOf<{ id: string }>(
    tx,
    sql`with w as (
        update ${ledgerAccounts} set pending_debits = ${ledgerAccounts.pendingDebits} + ${amount}
        where ${ledgerAccounts.companyId} = ${companyId} and ${ledgerAccounts.id} = ${walletId}
          and ${guard(sql`0`, sql`${amount}`)}
        returning ${ledgerAccounts.id})
      insert into ${ledgerHolds} (company_id, account_id, amount, reference, expires_at)
      select ${companyId}, w.id, ${amount}, ${reference}, ${expiresAt.toISOString()} from w
      returning id`,
  );
  return made ? { id: made.id, accountId: walletId, amount, expiresAt } : null;
}

/**
 * The hold, with its wallet and the accounts `credits` locked in the order of their ids (one
 * statement): what a completion or a release checks before it resolves the hold. Both lock the
 * accounts before they claim the hold's resolution, so a completion and a void or the sweep of one
 * hold never wait on each other in a cycle (one waits for the accounts, then finds the hold resolved).
 */
async function lockedHold(tx: Db, companyId: string, holdId: string, credits: string[]) {
  const ids = sql.join(
    credits.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const [held] = await rowsOf<{ account_id: string; amount: string | number; expires_at: string | Date }>(
    tx,
    sql`with h as (
        select account_id, amount, expires_at from ${ledgerHolds}
        where ${ledgerHolds.companyId} = ${companyId} and ${ledgerHolds.id} = ${holdId}),
      locked as (
        select ${ledgerAccounts.id} from ${ledgerAccounts}
        where ${ledgerAccounts.companyId} = ${companyId}
          and (${ledgerAccounts.id} in (select account_id from h)${credits.length ? sql` or ${ledgerAccounts.id} in (${ids})` : sql``})
        order by ${ledgerAccounts.id} for update)
      select h.account_id, h.amount, h.expires_at, (select count(*) from locked) as locked from h`,
  );
  if (!held) throw notFound("hold_not_found");
  return { accountId: held.account_id, amount: Number(held.amount), expiresAt: new Date(held.expires_at) };
}

/**
 * Completes a hold with what was actually taken: the lines (all debiting the held wallet) post, and
 * the rest of the hold is released. Refused if the hold has expired, even before the sweep records it.
 * Two statements once the hold is read with its accounts locked: the resolution (once: its key is the
 * hold), the accounts' changes and the transfers are one, each part only if the resolution was made.
 */
export async function completeHold(
  tx: Db,
  companyId: string,
  holdId: string,
  lines: Omit<Line, "debit">[],
  now = new Date(),
): Promise<string[]> {
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const held = await lockedHold(
    tx,
    companyId,
    holdId,
    lines.map((line) => line.credit),
  );
  if (total > held.amount) throw conflict("hold_amount_exceeded");
  if (held.expiresAt <= now) throw conflict("hold_resolved");
  const posting = lines.map((line) => ({ ...line, debit: held.accountId }));
  const { changes } = changesOf(posting, new Map([[held.accountId, { posted: 0, pending: -held.amount }]]));
  const transfers = posting.length
    ? sql`, tr as (
        insert into ${ledgerTransfers} (company_id, group_id, kind, debit_account_id, credit_account_id, amount, hold_id)
        select ${companyId}, ${crypto.randomUUID()}, l.kind, ${held.accountId}, l.credit, l.amount, ${holdId}
        from (values ${sql.join(
          posting.map((line, n) => sql`(${line.kind}, ${line.credit}::uuid, ${line.amount}::bigint, ${n})`),
          sql`, `,
        )}) as l (kind, credit, amount, n)
        where exists (select 1 from res) order by l.n returning id)`
    : sql``;
  const [settled] = await rowsOf<{ changed: number; transfers: string[] | null }>(
    tx,
    sql`with res as (
        insert into ${ledgerHoldResolutions} (company_id, hold_id, outcome, posted_amount)
        values (${companyId}, ${holdId}, 'completed', ${total})
        on conflict do nothing returning hold_id),
      acc as (
        update ${ledgerAccounts}
        set posted = ${ledgerAccounts.posted} + c.posted, pending_debits = ${ledgerAccounts.pendingDebits} + c.pending
        from (values ${changeRows(changes)}) as c (id, posted, pending)
        where ${ledgerAccounts.companyId} = ${companyId} and ${ledgerAccounts.id} = c.id
          and exists (select 1 from res) and ${guard(sql`c.posted`, sql`c.pending`)}
        returning ${ledgerAccounts.id})${transfers}
      select (select count(*) from acc)::int as changed,
        ${posting.length ? sql`(select array_agg(id::text) from tr)` : sql`null::text[]`} as transfers
      from res`,
  );
  if (!settled) throw conflict("hold_resolved");
  if (settled.changed !== changes.size) throw conflict("insufficient_funds");
  return settled.transfers ?? [];
}

/** Releases all of a hold: voided by its caller, or expired. */
export async function releaseHold(tx: Db, companyId: string, holdId: string, outcome: "voided" | "expired") {
  const held = await lockedHold(tx, companyId, holdId, []);
  // The resolution's key is the hold: a second resolution, even one running at the same moment, finds it taken.
  const [resolved] = await tx
    .insert(ledgerHoldResolutions)
    .values({ companyId, holdId, outcome, postedAmount: 0 })
    .onConflictDoNothing()
    .returning({ holdId: ledgerHoldResolutions.holdId });
  if (!resolved) throw conflict("hold_resolved");
  await apply(tx, companyId, new Map([[held.accountId, { posted: 0, pending: -held.amount }]]));
}

/**
 * New transfers the other way, one per transfer given, each naming the one it corrects, posted as one
 * movement (a refunded purchase: its fuel, commission and tax back to the wallet together). The
 * originals are locked first, so two reversals of one transfer wait on each other and the second finds
 * it reversed; a transfer is reversed at most once (the unique index is the backstop). Refused whole
 * when any of them is unknown or already reversed.
 */
export async function reverseAll(tx: Db, companyId: string, transferIds: string[]): Promise<string[]> {
  const ids = [...new Set(transferIds)];
  if (ids.length === 0) return [];
  const originals = await tx
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.companyId, companyId), inArray(ledgerTransfers.id, ids)))
    .orderBy(ledgerTransfers.id)
    .for("update");
  if (originals.length !== ids.length) throw notFound("transfer_not_found");
  const [already] = await tx
    .select({ id: ledgerTransfers.id })
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.companyId, companyId), inArray(ledgerTransfers.reversesId, ids)))
    .limit(1);
  if (already) throw conflict("transfer_reversed");
  const lines = originals.map((original) => ({
    kind: "reversal" as const,
    debit: original.creditAccountId,
    credit: original.debitAccountId,
    amount: original.amount,
    reversesId: original.id,
  }));
  return post(tx, companyId, lines);
}

/** A new transfer the other way, naming the one it corrects; a transfer is reversed at most once. */
export async function reverse(tx: Db, companyId: string, transferId: string): Promise<string> {
  const [id] = await reverseAll(tx, companyId, [transferId]);
  return id!;
}

export interface Balance {
  posted: number;
  pending: number;
  available: number;
}

/** The wallet account of a company (named by value, or by a column of an outer query). */
export const walletOf = (companyId: string | AnyColumn) =>
  and(eq(ledgerAccounts.companyId, companyId), eq(ledgerAccounts.kind, "wallet"), eq(ledgerAccounts.subject, ""));

/** A company's wallet: what is posted, what open holds keep, and what is left to spend. */
export async function walletBalance(db: Db, companyId: string): Promise<Balance> {
  const [wallet] = await db
    .select({ posted: ledgerAccounts.posted, pending: ledgerAccounts.pendingDebits })
    .from(ledgerAccounts)
    .where(walletOf(companyId));
  const posted = wallet?.posted ?? 0;
  const pending = wallet?.pending ?? 0;
  return { posted, pending, available: posted - pending };
}
