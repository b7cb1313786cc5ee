import type { TopUpReportQuery } from "@pitlane/domain";
import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { countRows, pageOf } from "../../../db/paging.js";
import { topUps } from "../../../db/schema/index.js";
import { selectTopUps, statusFilter } from "../top-up/repo.js";
import type { BucketOf, ReportFrame } from "./report-frame.js";

const newestFirst = [desc(topUps.createdAt), desc(topUps.id)];
const amountOf = (status: string) =>
  sql<number>`coalesce(sum(${topUps.amount}) filter (where ${topUps.status} = ${status}), 0)`.mapWith(Number);

/**
 * The top-up history: the requests the company sent in the range (top_ups_company_created_idx, or
 * its status index), as the balance page lists them.
 */
export function createTopUpReportRepo(db: Db) {
  const filters = (companyId: string, q: TopUpReportQuery, frame: ReportFrame) =>
    and(
      eq(topUps.companyId, companyId),
      gte(topUps.createdAt, frame.span.startsAt),
      lt(topUps.createdAt, frame.span.endsAt),
      // "overdue" is not a choice here, so the moment it is read against does not matter.
      statusFilter(q.status, frame.span.startsAt),
    );

  return {
    page(companyId: string, q: TopUpReportQuery, frame: ReportFrame) {
      const where = filters(companyId, q, frame);
      const rows = selectTopUps(db)
        .where(where)
        .orderBy(...newestFirst);
      return pageOf(db, rows, countRows(db, topUps, where), q);
    },

    all(companyId: string, q: TopUpReportQuery, frame: ReportFrame) {
      return selectTopUps(db)
        .where(filters(companyId, q, frame))
        .orderBy(...newestFirst);
    },

    async totals(companyId: string, q: TopUpReportQuery, frame: ReportFrame) {
      const [row] = await db
        .select({
          requests: sql<number>`count(*)`.mapWith(Number),
          approved: amountOf("approved"),
          pending: amountOf("pending"),
          rejected: amountOf("rejected"),
        })
        .from(topUps)
        .where(filters(companyId, q, frame));
      return row!;
    },

    /** The approved amount by bar of the chart, a request counting on the day it was sent. */
    approvedByBucket(companyId: string, q: TopUpReportQuery, frame: ReportFrame, bucketOf: BucketOf) {
      return (
        db
          .select({ bucket: bucketOf(sql`${topUps.createdAt}`), value: amountOf("approved") })
          .from(topUps)
          .where(filters(companyId, q, frame))
          // By position: the bar's expression binds its bounds anew each time it is written.
          .groupBy(sql`1`)
      );
    },
  };
}

export type TopUpReportRepo = ReturnType<typeof createTopUpReportRepo>;
