import {
  invalid,
  reportBuckets,
  reportRangeRefusal,
  startOfDayIn,
  addDays,
  todayIn,
  type BucketSize,
} from "@pitlane/domain";
import { eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { companies } from "../../../db/schema/index.js";
import type { Clock } from "../../../platform/tenant-zones.js";
import type { Span } from "./completed-fills.js";

/** What every report is read in: its days, the instants they run between, the company's clock and currency. */
export interface ReportFrame {
  from: string;
  to: string;
  span: Span;
  zone: string;
  currency: string;
  /** The company's name, as a printed report heads it. */
  company: string;
}

export function createFrameRepo(db: Db) {
  const company = db
    .select({ zone: companies.timeZone, currency: companies.currency, company: companies.companyName })
    .from(companies)
    .where(eq(companies.id, sql.placeholder("id")))
    .prepare("fleet_report_company");
  return {
    async companyOf(companyId: string) {
      const [row] = await company.execute({ id: companyId });
      // The company comes from a live session, so its row exists.
      if (!row) throw new Error("a signed-in company has no row");
      return row;
    },
  };
}

export type FrameRepo = ReturnType<typeof createFrameRepo>;

/**
 * The range asked for on the company's clock: this month so far when left out (to today, from the
 * first of `to`'s month), refused when it ends before it starts or is longer than a year.
 */
export async function frameOf(
  repo: FrameRepo,
  clock: Clock,
  companyId: string,
  q: { from?: string; to?: string },
): Promise<ReportFrame> {
  const { zone, currency, company } = await repo.companyOf(companyId);
  const to = q.to ?? todayIn(zone, clock());
  const from = q.from ?? `${to.slice(0, 8)}01`;
  const refusal = reportRangeRefusal(from, to);
  if (refusal) throw invalid(refusal.field, refusal.code);
  return {
    from,
    to,
    span: { startsAt: startOfDayIn(zone, from), endsAt: startOfDayIn(zone, addDays(to, 1)) },
    zone,
    currency,
    company,
  };
}

/** The SQL of the chart's bar an instant falls in. */
export type BucketOf = (at: SQL) => SQL<number>;

/**
 * The chart's bars of a frame, a day or a month of the company's clock each, and the SQL that says
 * which bar an instant falls in: `width_bucket` over the bars' first instants (passed as one array,
 * read on the wall clock here, so the database converts no zone). Bar n of `starts` is bucket n + 1.
 */
export function bucketsOf(frame: ReportFrame): { size: BucketSize; starts: string[]; bucketOf: BucketOf } {
  const { size, starts } = reportBuckets(frame.from, frame.to);
  const bounds = [...starts.map((day) => startOfDayIn(frame.zone, day)), frame.span.endsAt];
  const literal = `{${bounds.map((b) => b.toISOString()).join(",")}}`;
  return {
    size,
    starts,
    bucketOf: (at) => sql<number>`width_bucket(${at}, ${literal}::timestamptz[])`.mapWith(Number),
  };
}
