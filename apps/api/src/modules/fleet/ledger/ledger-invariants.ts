import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";

/**
 * The ledger's invariants (MONEY.md, items 1 to 8), each a query that lists what breaks it. Run after every money test, on both databases, and by
 * `npm run ledger:check` against any database. An empty answer means the ledger holds.
 */
/** `on("t.company_id")`: the condition that keeps a query to the company checked, or to every company. */
type Scope = (column: string) => SQL;

const invariants = (on: Scope): { name: string; breaches: SQL }[] => [
  {
    name: "1. a company's accounts sum to zero, and a transfer moves money between two accounts of one currency",
    breaches: sql`
      select 'company ' || company_id || ' sums to ' || sum(posted) as breach
        from ledger_accounts where ${on("company_id")} group by company_id having sum(posted) <> 0
      union all
      select 'transfer ' || t.id || ' moves ' || d.currency || ' to ' || c.currency
        from ledger_transfers t
        join ledger_accounts d on d.company_id = t.company_id and d.id = t.debit_account_id
        join ledger_accounts c on c.company_id = t.company_id and c.id = t.credit_account_id
       where d.currency <> c.currency and ${on("t.company_id")}`,
  },
  {
    name: "2. an account's posted amount is the sum of its transfers, its pending debits the sum of its open holds",
    breaches: sql`
      select 'account ' || a.id || ' posted ' || a.posted || ', its transfers ' || coalesce(m.net, 0) as breach
        from ledger_accounts a
        left join (
          select company_id, account_id, sum(amount) as net from (
            select company_id, credit_account_id as account_id, amount from ledger_transfers where ${on("company_id")}
            union all
            select company_id, debit_account_id, -amount from ledger_transfers where ${on("company_id")}
          ) moves group by company_id, account_id
        ) m on m.company_id = a.company_id and m.account_id = a.id
       where a.posted <> coalesce(m.net, 0) and ${on("a.company_id")}
      union all
      select 'account ' || a.id || ' pending ' || a.pending_debits || ', its open holds ' || coalesce(h.held, 0)
        from ledger_accounts a
        left join (
          select h.company_id, h.account_id, sum(h.amount) as held
            from ledger_holds h
           where ${on("h.company_id")}
             and not exists (select 1 from ledger_hold_resolutions r where r.company_id = h.company_id and r.hold_id = h.id)
           group by h.company_id, h.account_id
        ) h on h.company_id = a.company_id and h.account_id = a.id
       where a.pending_debits <> coalesce(h.held, 0) and ${on("a.company_id")}`,
  },
  {
    name: "3. no wallet has less than nothing available",
    breaches: sql`
      select 'wallet ' || id || ' has ' || (posted - pending_debits) || ' available' as breach
        from ledger_accounts where kind = 'wallet' and posted - pending_debits < 0 and ${on("company_id")}`,
  },
  {
    name: "4. a hold is resolved at most once, and what it completed is what it posted, at most what it held",
    breaches: sql`
      select 'hold ' || h.id || ' held ' || h.amount || ', completed ' || r.posted_amount || ', posted ' || coalesce(p.posted, 0) as breach
        from ledger_holds h
        join ledger_hold_resolutions r on r.company_id = h.company_id and r.hold_id = h.id
        left join (
          select company_id, hold_id, sum(amount) as posted from ledger_transfers
           where hold_id is not null and ${on("company_id")} group by company_id, hold_id
        ) p on p.company_id = h.company_id and p.hold_id = h.id
       where ${on("h.company_id")} and (r.posted_amount > h.amount or r.posted_amount <> coalesce(p.posted, 0)
          or (r.outcome <> 'completed' and r.posted_amount <> 0))
      union all
      select 'transfer ' || t.id || ' completes hold ' || t.hold_id || ', which is not completed'
        from ledger_transfers t
       where t.hold_id is not null and ${on("t.company_id")} and not exists (
         select 1 from ledger_hold_resolutions r
          where r.company_id = t.company_id and r.hold_id = t.hold_id and r.outcome = 'completed')
      union all
      select 'transfer ' || reverses_id || ' is reversed ' || count(*) || ' times'
        from ledger_transfers where reverses_id is not null and ${on("company_id")}
       group by company_id, reverses_id having count(*) > 1`,
  },
  {
    name: "5. every idempotency key has exactly one answer, and every approved top-up exactly one credit of its amount",
    breaches: sql`
      select 'key ' || scope || '/' || key || ' of company ' || company_id || ' has no answer' as breach
        from idempotency_keys where (status_code is null or body is null) and ${on("company_id")}
      union all
      select 'top-up ' || u.id || ' approved for ' || u.amount || ', credited ' || coalesce(t.amount::text, 'nothing')
        from top_ups u
        left join ledger_transfers t on t.company_id = u.company_id and t.id = u.transfer_id and t.kind = 'top_up'
        left join ledger_accounts w on w.company_id = t.company_id and w.id = t.credit_account_id and w.kind = 'wallet'
       where u.status = 'approved' and (t.id is null or w.id is null or t.amount <> u.amount) and ${on("u.company_id")}
      union all
      select 'top-up transfer ' || t.id || ' belongs to ' || count(u.id) || ' approved top-ups'
        from ledger_transfers t
        left join top_ups u on u.company_id = t.company_id and u.transfer_id = t.id
       where t.kind = 'top_up' and ${on("t.company_id")} group by t.id having count(u.id) <> 1`,
  },
  {
    name: "6. litres × price is the fuel amount within one minor unit, and a purchase's state is its hold's",
    breaches: sql`
      select 'purchase ' || id || ': ' || coalesce(litres_ml, authorised_ml) || ' mL at ' || unit_price || ' is not ' || coalesce(fuel_amount, authorised_fuel) as breach
        from purchases
       where status <> 'declined' and ${on("company_id")}
         and abs(coalesce(litres_ml, authorised_ml) * unit_price / 100000.0 - coalesce(fuel_amount, authorised_fuel)) > 1
      union all
      select 'purchase ' || p.id || ' is ' || p.status || ', its hold ' || coalesce(r.outcome, 'open') || ' with ' || coalesce(r.posted_amount, 0)
        from purchases p
        join ledger_holds h on h.company_id = p.company_id and h.id = p.hold_id
        left join ledger_hold_resolutions r on r.company_id = p.company_id and r.hold_id = p.hold_id
       where ${on("p.company_id")} and (
             h.amount <> p.hold_amount
          or (p.status = 'held') <> (r.hold_id is null)
          or (p.status <> 'held' and r.outcome <> p.status)
          or (p.status = 'completed' and r.posted_amount <> p.fuel_amount + p.commission_amount + p.tax_amount))`,
  },
  {
    name: "7. a vehicle's odometer never decreases across its completed purchases",
    breaches: sql`
      select 'purchase ' || id || ' reads ' || odometer || ' after ' || before as breach from (
        select id, odometer, lag(odometer) over (partition by company_id, vehicle_id order by created_at, id) as before
          from purchases where status = 'completed' and ${on("company_id")}
      ) readings where odometer < before`,
  },
  {
    name: "8. a statement's opening + credits − debits is its closing, it opens with the one before's closing, and it ties to the wallet's transfers",
    breaches: sql`
      with s as (
        select s.*, w.id as wallet,
               row_number() over company as n,
               lag(s.closing) over company as previous_closing,
               lag(s.ends_at) over company as previous_ends_at,
               lag(s.month) over company as previous_month
          from fleet_statements s
          left join ledger_accounts w on w.company_id = s.company_id and w.kind = 'wallet' and w.subject = ''
         where ${on("s.company_id")}
        window company as (partition by s.company_id order by s.number))
      select 'statement ' || s.number || ' of company ' || s.company_id || ' ' || broken.what as breach
        from s
        cross join lateral (
          select coalesce(sum(t.amount) filter (where t.credit_account_id = s.wallet and t.created_at >= s.starts_at), 0) as credits,
                 coalesce(sum(t.amount) filter (where t.debit_account_id = s.wallet and t.created_at >= s.starts_at), 0) as debits,
                 coalesce(sum(case when t.credit_account_id = s.wallet then t.amount else -t.amount end), 0) as balance
            from ledger_transfers t
           where t.company_id = s.company_id and (t.credit_account_id = s.wallet or t.debit_account_id = s.wallet)
             and t.created_at < s.ends_at
        ) ledger
        cross join lateral (values
          (s.opening + s.credits - s.debits <> s.closing, 'opens ' || s.opening || ' + ' || s.credits || ' − ' || s.debits || ', closes ' || s.closing),
          (s.number <> s.n, 'is number ' || s.number || ' where ' || s.n || ' is due'),
          (s.opening <> coalesce(s.previous_closing, 0), 'opens ' || s.opening || ' after a closing of ' || coalesce(s.previous_closing, 0)),
          (s.starts_at <> s.previous_ends_at, 'starts ' || s.starts_at || ' where the one before ended ' || s.previous_ends_at),
          (s.month <> (s.previous_month + interval '1 month')::date, 'is of ' || s.month || ' after ' || s.previous_month),
          (s.credits <> ledger.credits or s.debits <> ledger.debits, 'has credits ' || s.credits || ' and debits ' || s.debits || ', the wallet ' || ledger.credits || ' and ' || ledger.debits),
          (s.closing <> ledger.balance, 'closes ' || s.closing || ', the wallet ' || ledger.balance)
        ) as broken (is_broken, what)
       where broken.is_broken`,
  },
];

/** Every breach of every invariant (of one company's money, or of all), named by the invariant: empty when the ledger holds. */
export async function ledgerBreaches(db: Db, companyId?: string): Promise<string[]> {
  const on: Scope = (column) => (companyId ? sql`${sql.raw(column)} = ${companyId}` : sql`true`);
  const found: string[] = [];
  for (const invariant of invariants(on)) {
    const { rows } = (await db.execute(invariant.breaches)) as unknown as { rows: { breach: string }[] };
    for (const row of rows) found.push(`${invariant.name}: ${row.breach}`);
  }
  return found;
}
