import { and, desc, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { rowsOf } from "../../../db/raw-rows.js";
import { fleetStatements, ledgerAccounts, type LedgerTransferKind } from "../../../db/schema/index.js";

/** A period of the wallet: from `startsAt` (or the beginning) up to, not including, `endsAt`. */
export interface Period {
  startsAt: Date | null;
  endsAt: Date;
}

/** What moved the wallet in a period, by the kind of transfer: in and out, minor units. */
export interface Movement {
  kind: LedgerTransferKind;
  credited: number;
  debited: number;
}

/**
 * The wallet's transfers in a period, summed by kind: two range reads of the ledger's indexes (the
 * transfers crediting the wallet, those debiting it), each starting with the company, the account
 * and the time.
 */
export async function movementsOf(db: Db, companyId: string, walletId: string, period: Period): Promise<Movement[]> {
  const within = (column: "credit_account_id" | "debit_account_id") =>
    sql`company_id = ${companyId} and ${sql.raw(column)} = ${walletId}
      and created_at < ${period.endsAt.toISOString()}
      ${period.startsAt ? sql`and created_at >= ${period.startsAt.toISOString()}` : sql``}`;
  const rows = await rowsOf<{ kind: LedgerTransferKind; credited: string | number; debited: string | number }>(
    db,
    sql`select kind, sum(credited)::bigint as credited, sum(debited)::bigint as debited from (
        select kind, amount as credited, 0 as debited from ledger_transfers where ${within("credit_account_id")}
        union all
        select kind, 0, amount from ledger_transfers where ${within("debit_account_id")}
      ) moved group by kind`,
  );
  return rows.map((row) => ({ kind: row.kind, credited: Number(row.credited), debited: Number(row.debited) }));
}

export const totalOf = (movements: Movement[]) => ({
  credits: movements.reduce((sum, m) => sum + m.credited, 0),
  debits: movements.reduce((sum, m) => sum + m.debited, 0),
});

/** The company's wallet, if it has one yet (it is made by the first top-up). */
/** What a wallet (none: nothing) received and paid in a period. */
export async function periodTotals(db: Db, companyId: string, walletId: string | null, period: Period) {
  return walletId ? totalOf(await movementsOf(db, companyId, walletId, period)) : { credits: 0, debits: 0 };
}

export async function walletIdOf(db: Db, companyId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(eq(ledgerAccounts.companyId, companyId), eq(ledgerAccounts.kind, "wallet"), eq(ledgerAccounts.subject, "")),
    );
  return row?.id ?? null;
}

/**
 * The wallet's balance at an instant: the closing of the last statement that ended by then, and the
 * transfers since, so a range late in a long history reads only its own weeks of the ledger.
 */
export async function balanceAt(db: Db, companyId: string, walletId: string | null, at: Date): Promise<number> {
  if (!walletId) return 0;
  const [closed] = await db
    .select({ endsAt: fleetStatements.endsAt, closing: fleetStatements.closing })
    .from(fleetStatements)
    .where(and(eq(fleetStatements.companyId, companyId), lte(fleetStatements.endsAt, at)))
    .orderBy(desc(fleetStatements.endsAt))
    .limit(1);
  const since = await movementsOf(db, companyId, walletId, { startsAt: closed?.endsAt ?? null, endsAt: at });
  const { credits, debits } = totalOf(since);
  return (closed?.closing ?? 0) + credits - debits;
}
