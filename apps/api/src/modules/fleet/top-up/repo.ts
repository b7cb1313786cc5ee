import type { TopUpExportQuery, TopUpListQuery } from "@pitlane/domain";
import { and, desc, eq, getTableColumns, ilike, lte, sql, type SQL } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client.js";
import { countRows, pageOf } from "../../../db/paging.js";
import {
  companies,
  countries,
  employees,
  fleetUploads,
  opsUsers,
  receivingAccounts,
  topUps,
} from "../../../db/schema/index.js";
import { containsPattern } from "../../../db/search.js";

/**
 * Top-ups with who asked (an employee of the company) and who decided (an operations user), by
 * name: the company's history and the operations queue read them alike.
 */
export const selectTopUps = <X extends SelectedFields = Record<never, never>>(db: Db, extra?: X) =>
  db
    .select({
      ...getTableColumns(topUps),
      requestedByName: employees.name,
      decidedByName: opsUsers.name,
      ...(extra ?? ({} as X)),
    })
    .from(topUps)
    .leftJoin(employees, and(eq(employees.companyId, topUps.companyId), eq(employees.id, topUps.requestedBy)))
    .leftJoin(opsUsers, eq(opsUsers.id, topUps.decidedBy));

export type TopUpRow = Awaited<ReturnType<typeof selectTopUps<Record<never, never>>>>[number];

/** A status, or pending past `dueBefore` (overdue): the company's filter and the queue's. */
export function statusFilter(status: TopUpListQuery["status"], dueBefore: Date): SQL | undefined {
  if (status === "overdue") return and(eq(topUps.status, "pending"), lte(topUps.createdAt, dueBefore));
  return status === "all" ? undefined : eq(topUps.status, status);
}

function filters(companyId: string, q: TopUpExportQuery, dueBefore: Date): SQL | undefined {
  return and(
    eq(topUps.companyId, companyId),
    statusFilter(q.status, dueBefore),
    q.search ? ilike(topUps.slipNumber, containsPattern(q.search)) : undefined,
  );
}

const newestFirst = [desc(topUps.createdAt), desc(topUps.id)];

export function createTopUpRepo(db: Db) {
  return {
    /** Newest first; `dueBefore`: a pending request made before it is overdue. */
    list(companyId: string, q: TopUpListQuery, dueBefore: Date) {
      const where = filters(companyId, q, dueBefore);
      return pageOf(
        db,
        selectTopUps(db)
          .where(where)
          .orderBy(...newestFirst),
        countRows(db, topUps, where),
        q,
      );
    },

    /** Every top-up the filters select, for the CSV. */
    all(companyId: string, q: TopUpExportQuery, dueBefore: Date) {
      return selectTopUps(db)
        .where(filters(companyId, q, dueBefore))
        .orderBy(...newestFirst);
    },

    async get(companyId: string, id: string): Promise<TopUpRow | null> {
      const [row] = await selectTopUps(db).where(and(eq(topUps.companyId, companyId), eq(topUps.id, id)));
      return row ?? null;
    },

    /** The company's country (which banks it may pay into), currency and alert level. */
    async companyOf(companyId: string) {
      const [row] = await db
        .select({
          country: countries.iso2,
          currency: companies.currency,
          lowBalanceThreshold: companies.lowBalanceThreshold,
        })
        .from(companies)
        .innerJoin(countries, eq(countries.id, companies.countryId))
        .where(eq(companies.id, companyId));
      return row ?? null;
    },

    /** The platform's active accounts in the country, which the operations console sets: where a top-up may be paid. */
    receivingAccountsOf(country: string) {
      return db
        .select({
          bankCode: receivingAccounts.bankCode,
          accountTitle: receivingAccounts.accountTitle,
          iban: receivingAccounts.iban,
        })
        .from(receivingAccounts)
        .where(and(eq(receivingAccounts.countryCode, country), eq(receivingAccounts.active, true)));
    },

    async setLowBalanceThreshold(companyId: string, threshold: number | null) {
      // A new level starts a new watch: the next crossing of it mails again.
      await db
        .update(companies)
        .set({ lowBalanceThreshold: threshold, lowBalanceAlertedAt: null })
        .where(eq(companies.id, companyId));
    },

    async isImageOf(companyId: string, uploadId: string) {
      const [row] = await db
        .select({ id: fleetUploads.id })
        .from(fleetUploads)
        .where(and(eq(fleetUploads.companyId, companyId), eq(fleetUploads.id, uploadId)));
      return !!row;
    },

    /** What the company's pending top-ups add up to, in minor units. */
    async pendingTotal(companyId: string) {
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${topUps.amount}), 0)`.mapWith(Number) })
        .from(topUps)
        .where(and(eq(topUps.companyId, companyId), eq(topUps.status, "pending")));
      return row?.total ?? 0;
    },
  };
}

export type TopUpRepo = ReturnType<typeof createTopUpRepo>;
