import type { CompanyLedgerQuery, OpsCompanyListQuery } from "@pitlane/domain";
import { and, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client.js";
import { countRows, pageOf } from "../../../db/paging.js";
import { companies, countries, ledgerAccounts, ledgerTransfers, states, topUps } from "../../../db/schema/index.js";
import { containsPattern } from "../../../db/search.js";

/** Each company's pending top-ups summed: one grouped read for the whole page, never one per row. */
const pendingTopUps = (db: Db) =>
  db
    .select({ companyId: topUps.companyId, total: sql<number>`sum(${topUps.amount})`.as("pending_total") })
    .from(topUps)
    .where(eq(topUps.status, "pending"))
    .groupBy(topUps.companyId)
    .as("pending_top_ups");

/** A company with its place and its wallet (posted and held) beside the money on its way. */
function selectCompanies(db: Db) {
  const pending = pendingTopUps(db);
  return db
    .select({
      id: companies.id,
      companyName: companies.companyName,
      merchantId: companies.merchantId,
      email: companies.email,
      currency: companies.currency,
      countryCode: countries.iso2,
      stateName: states.name,
      lowBalanceThreshold: companies.lowBalanceThreshold,
      suspendedAt: companies.suspendedAt,
      suspendedReason: companies.suspendedReason,
      createdAt: companies.createdAt,
      posted: sql<number>`coalesce(${ledgerAccounts.posted}, 0)`.mapWith(Number),
      pending: sql<number>`coalesce(${ledgerAccounts.pendingDebits}, 0)`.mapWith(Number),
      pendingTopUps: sql<number>`coalesce(${pending.total}, 0)`.mapWith(Number),
    })
    .from(companies)
    .innerJoin(countries, eq(countries.id, companies.countryId))
    .innerJoin(states, eq(states.id, companies.stateId))
    .leftJoin(
      ledgerAccounts,
      and(
        eq(ledgerAccounts.companyId, companies.id),
        eq(ledgerAccounts.kind, "wallet"),
        eq(ledgerAccounts.subject, ""),
      ),
    )
    .leftJoin(pending, eq(pending.companyId, companies.id));
}

export type OpsCompanyRow = Awaited<ReturnType<typeof selectCompanies>>[number];

function filters(q: OpsCompanyListQuery): SQL | undefined {
  const search = q.search ? containsPattern(q.search) : null;
  return and(
    q.status === "active" ? isNull(companies.suspendedAt) : undefined,
    q.status === "suspended" ? isNotNull(companies.suspendedAt) : undefined,
    search
      ? or(ilike(companies.companyName, search), ilike(companies.merchantId, search), ilike(companies.email, search))
      : undefined,
  );
}

const debitAccount = alias(ledgerAccounts, "debit_account");
const creditAccount = alias(ledgerAccounts, "credit_account");

export function createOpsCompanyRepo(db: Db) {
  return {
    list(q: OpsCompanyListQuery) {
      const where = filters(q);
      return pageOf(
        db,
        selectCompanies(db).where(where).orderBy(desc(companies.createdAt), desc(companies.id)),
        countRows(db, companies, where),
        q,
      );
    },

    async get(companyId: string, tx: Db = db): Promise<OpsCompanyRow | null> {
      const [row] = await selectCompanies(tx).where(eq(companies.id, companyId));
      return row ?? null;
    },

    async exists(companyId: string) {
      const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
      return !!row;
    },

    /**
     * The company's row locked until the transaction ends, or null: a change to it (a suspension, a
     * commission) waits for another on the same company. A no-key lock, so the company's own inserts
     * (top-ups, transfers) referring to it do not wait.
     */
    async lock(tx: Db, companyId: string) {
      const [row] = await tx
        .select({ suspendedAt: companies.suspendedAt, suspendedReason: companies.suspendedReason })
        .from(companies)
        .where(eq(companies.id, companyId))
        .for("no key update");
      return row ?? null;
    },

    async setSuspension(tx: Db, companyId: string, suspension: { at: Date; reason: string } | null) {
      await tx
        .update(companies)
        .set({ suspendedAt: suspension?.at ?? null, suspendedReason: suspension?.reason ?? null })
        .where(eq(companies.id, companyId));
    },

    /**
     * Every transfer of the company newest first, with the wallet's posted balance right after each:
     * a running sum of the wallet's side over all the company's transfers in the order they were made,
     * taken before the page is cut.
     */
    ledger(companyId: string, q: CompanyLedgerQuery) {
      const walletChange = sql<number>`case
        when ${creditAccount.kind} = 'wallet' then ${ledgerTransfers.amount}
        when ${debitAccount.kind} = 'wallet' then -${ledgerTransfers.amount}
        else 0 end`;
      const where = eq(ledgerTransfers.companyId, companyId);
      return pageOf(
        db,
        db
          .select({
            id: ledgerTransfers.id,
            kind: ledgerTransfers.kind,
            debitKind: debitAccount.kind,
            creditKind: creditAccount.kind,
            amount: ledgerTransfers.amount,
            walletChange: walletChange.mapWith(Number),
            walletBalance:
              sql<number>`sum(${walletChange}) over (order by ${ledgerTransfers.createdAt}, ${ledgerTransfers.id})`.mapWith(
                Number,
              ),
            reversesId: ledgerTransfers.reversesId,
            createdAt: ledgerTransfers.createdAt,
          })
          .from(ledgerTransfers)
          .innerJoin(
            debitAccount,
            and(eq(debitAccount.companyId, companyId), eq(debitAccount.id, ledgerTransfers.debitAccountId)),
          )
          .innerJoin(
            creditAccount,
            and(eq(creditAccount.companyId, companyId), eq(creditAccount.id, ledgerTransfers.creditAccountId)),
          )
          .where(where)
          .orderBy(desc(ledgerTransfers.createdAt), desc(ledgerTransfers.id)),
        countRows(db, ledgerTransfers, where),
        q,
      );
    },
  };
}

export type OpsCompanyRepo = ReturnType<typeof createOpsCompanyRepo>;
export type LedgerRow = Awaited<ReturnType<OpsCompanyRepo["ledger"]>>["items"][number];
