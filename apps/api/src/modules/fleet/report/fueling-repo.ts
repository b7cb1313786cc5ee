import type { FuelingReportQuery } from "@pitlane/domain";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { countRows, pageOf } from "../../../db/paging.js";
import { purchases } from "../../../db/schema/index.js";
import { selectTransactionRows } from "../transaction/repo.js";
import { completedIn, fillSums } from "./completed-fills.js";
import type { BucketOf, ReportFrame } from "./report-frame.js";

const latestFirst = [desc(purchases.resolvedAt), desc(purchases.id)];

/** The fueling history: the range's completed fills as the transactions list reads them, over the completed-fills index. */
export function createFuelingReportRepo(db: Db) {
  const filters = (companyId: string, q: FuelingReportQuery, frame: ReportFrame) =>
    and(
      completedIn(companyId, frame.span),
      q.vehicle_id ? eq(purchases.vehicleId, q.vehicle_id) : undefined,
      q.employee_id ? eq(purchases.employeeId, q.employee_id) : undefined,
      q.station_id ? eq(purchases.stationId, q.station_id) : undefined,
      q.fuel_type ? eq(purchases.fuelType, q.fuel_type) : undefined,
    );

  return {
    page(companyId: string, q: FuelingReportQuery, frame: ReportFrame) {
      const where = filters(companyId, q, frame);
      const rows = selectTransactionRows(db)
        .where(where)
        .orderBy(...latestFirst);
      return pageOf(db, rows, countRows(db, purchases, where), q);
    },

    /** Every fill of the range and filters, latest first: what the exports write. */
    all(companyId: string, q: FuelingReportQuery, frame: ReportFrame) {
      return selectTransactionRows(db)
        .where(filters(companyId, q, frame))
        .orderBy(...latestFirst);
    },

    async totals(companyId: string, q: FuelingReportQuery, frame: ReportFrame) {
      const [row] = await db
        .select(fillSums())
        .from(purchases)
        .where(filters(companyId, q, frame));
      return row!;
    },

    /** Litres (as millilitres) by bar of the chart; `bucketOf` names the bar of an instant. */
    litresByBucket(companyId: string, q: FuelingReportQuery, frame: ReportFrame, bucketOf: BucketOf) {
      const bucket = bucketOf(sql`${purchases.resolvedAt}`);
      return (
        db
          .select({ bucket, value: fillSums().ml })
          .from(purchases)
          .where(filters(companyId, q, frame))
          // By position: the bar's expression binds its bounds anew each time it is written.
          .groupBy(sql`1`)
      );
    },
  };
}

export type FuelingReportRepo = ReturnType<typeof createFuelingReportRepo>;
