import type { TopUpListQuery } from "@pitlane/domain";
import { and, desc, eq, ilike, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { countRows, pageOf } from "../../../db/paging.js";
import { companies, countries, fleetUploads, topUps } from "../../../db/schema/index.js";
import { containsPattern } from "../../../db/search.js";

export type TopUpRow = typeof topUps.$inferSelect;

/** Which of the company's top-ups the list shows: by status, or pending past `dueBefore` (overdue). */
function filters(companyId: string, q: TopUpListQuery, dueBefore: Date): SQL | undefined {
  const byStatus =
    q.status === "overdue"
      ? and(eq(topUps.status, "pending"), lte(topUps.createdAt, dueBefore))
      : q.status === "all"
        ? undefined
        : eq(topUps.status, q.status);
  return and(
    eq(topUps.companyId, companyId),
    byStatus,
    q.search ? ilike(topUps.slipNumber, containsPattern(q.search)) : undefined,
  );
}

export function createTopUpRepo(db: Db) {
  return {
    /** Newest first; `dueBefore`: a pending request made before it is overdue. */
    list(companyId: string, q: TopUpListQuery, dueBefore: Date) {
      const where = filters(companyId, q, dueBefore);
      return pageOf(
        db,
        db.select().from(topUps).where(where).orderBy(desc(topUps.createdAt), desc(topUps.id)),
        countRows(db, topUps, where),
        q,
      );
    },

    async get(companyId: string, id: string): Promise<TopUpRow | null> {
      const [row] = await db
        .select()
        .from(topUps)
        .where(and(eq(topUps.companyId, companyId), eq(topUps.id, id)));
      return row ?? null;
    },

    /** The company's country (which banks it may pay into) and currency. */
    async companyOf(companyId: string) {
      const [row] = await db
        .select({ country: countries.iso2, currency: companies.currency })
        .from(companies)
        .innerJoin(countries, eq(countries.id, companies.countryId))
        .where(eq(companies.id, companyId));
      return row ?? null;
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
