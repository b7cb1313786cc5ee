// The ledger's movements as the anchor makes them by hand (fleet/ledger/ledger.ts: hold, completeHold):
// the wallet's statement guarded, accounts locked in the order of their ids, a hold resolved once.
// Used by the anchor's purchases (bench-anchor-pump.mjs) and by its hold line.
import { randomUUID } from "node:crypto";

/**
 * Keeps `amount` of a wallet until `expiresAt` (null: the hold expiry's default, 30 minutes): the
 * guarded update and the hold's row in one statement, atomic on its own. Answers the hold's id, or
 * null when the wallet's available amount is less.
 */
export async function holdOnWallet(query, { companyId, walletId, amount, reference }) {
  const [made] = await query(
    `with w as (update ledger_accounts set pending_debits = pending_debits + $3
        where company_id = $1 and id = $2 and (kind <> 'wallet' or posted - (pending_debits + $3) >= 0) returning id)
     insert into ledger_holds (company_id, account_id, amount, reference, expires_at)
     select $1, id, $3, $4, now() + interval '30 minutes' from w returning id`,
    [companyId, walletId, amount, reference],
  );
  return made?.id ?? null;
}

/**
 * Locks the wallet and the accounts a settlement credits, in the order of their ids (as the ledger
 * applies its changes), so two settlements of one company never wait on each other in a cycle. With
 * `payees`, first makes the purchase's accounts that are missing (a station's payable, commission
 * revenue, tax payable: accountOf), in the same statement: a row it makes is its own until commit.
 * Answers the ids by kind.
 */
export async function lockAccounts(tx, companyId, ids, payees) {
  if (!payees) {
    await tx("select id from ledger_accounts where company_id = $1 and id = any($2::uuid[]) order by id for update", [
      companyId,
      ids,
    ]);
    return null;
  }
  const rows = await tx(
    `with made as (insert into ledger_accounts (company_id, kind, subject, currency)
        values ($1, 'station_payable', $2, $3), ($1, 'commission_revenue', '', $3), ($1, 'tax_payable', '', $3)
        on conflict do nothing returning id, kind),
      locked as (select id, kind from ledger_accounts
        where company_id = $1 and (id = any($4::uuid[])
          or (kind, subject) in (('station_payable', $2::text), ('commission_revenue', ''), ('tax_payable', '')))
        order by id for update)
     select id, kind from made union all select id, kind from locked`,
    [companyId, payees.stationId, payees.currency, ids],
  );
  return Object.fromEntries(rows.map((row) => [row.kind, row.id]));
}

/**
 * Settles a hold in one statement, its accounts locked already: the resolution (once, and only while
 * the hold is unexpired and holds `held`), the lines posted from the wallet with the rest of the hold
 * released (each account changed once, the wallet's change guarded), the transfers under one group.
 * `more(n)` adds the caller's own CTEs (their parameters numbered from $n), run only once settled.
 * Answers false when the hold was resolved already.
 */
export async function settleHold(tx, hold, lines, more) {
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const changes = new Map([[hold.walletId, { posted: -total, pending: -hold.held }]]);
  for (const line of lines) {
    const change = changes.get(line.credit) ?? { posted: 0, pending: 0 };
    changes.set(line.credit, { posted: change.posted + line.amount, pending: change.pending });
  }
  const ids = [...changes.keys()];
  const params = [
    hold.companyId,
    hold.holdId,
    total,
    hold.held,
    ids,
    ids.map((id) => changes.get(id).posted),
    ids.map((id) => changes.get(id).pending),
    randomUUID(),
    hold.walletId,
    lines.map((line) => line.kind),
    lines.map((line) => line.credit),
    lines.map((line) => line.amount),
  ];
  const extra = more ? more(params.length + 1) : { ctes: "", params: [] };
  const [settled] = await tx(
    `with res as (insert into ledger_hold_resolutions (company_id, hold_id, outcome, posted_amount)
        select $1, id, 'completed', $3 from ledger_holds
        where company_id = $1 and id = $2 and amount = $4 and amount >= $3 and expires_at > now()
        on conflict do nothing returning hold_id),
      acc as (update ledger_accounts a set posted = a.posted + c.posted, pending_debits = a.pending_debits + c.pending
        from unnest($5::uuid[], $6::bigint[], $7::bigint[]) as c(id, posted, pending)
        where a.company_id = $1 and a.id = c.id and exists (select 1 from res)
          and (a.kind <> 'wallet' or a.posted + c.posted - (a.pending_debits + c.pending) >= 0) returning a.id),
      tr as (insert into ledger_transfers (company_id, group_id, kind, debit_account_id, credit_account_id, amount, hold_id)
        select $1, $8, l.kind, $9, l.credit, l.amount, $2
        from unnest($10::text[], $11::uuid[], $12::bigint[]) as l(kind, credit, amount)
        where exists (select 1 from res) returning id)${extra.ctes}
     select (select count(*) from acc)::int as changed from res`,
    [...params, ...extra.params],
  );
  if (!settled) return false;
  // The check constraint's job in the app: here the transaction is rolled back by the caller's throw.
  if (settled.changed !== ids.length) throw new Error(`settling hold ${hold.holdId} would take a wallet below zero`);
  return true;
}

/**
 * The hold line's completion (ledger.ts completeHold): in one transaction, the accounts locked in the
 * order of their ids, then the hold settled with its lines.
 */
export function completeHeld(database, hold, lines) {
  return database.transaction(async (tx) => {
    await lockAccounts(tx, hold.companyId, [hold.walletId, ...lines.map((line) => line.credit)]);
    return (await settleHold(tx, hold, lines)) ? true : null;
  });
}
