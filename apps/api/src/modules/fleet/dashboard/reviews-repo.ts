import { DASHBOARD_REVIEWS_SHOWN } from "@pitlane/domain";
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { cities, employees, stationReviews, stations } from "../../../db/schema/index.js";
import { tenantRow } from "../../../db/tenant-row.js";

/**
 * The drivers' latest ratings of stations, written by the terminal's receipt screen: the newest few
 * through (company, created_at), with the names a line shows read in the same query.
 */
export function createDashboardReviewsRepo(db: Db) {
  const latest = db
    .select({
      purchaseId: stationReviews.purchaseId,
      rating: stationReviews.rating,
      comment: stationReviews.comment,
      createdAt: stationReviews.createdAt,
      stationName: stations.name,
      cityName: cities.name,
      cityNameArabic: cities.nameArabic,
      employeeName: employees.name,
    })
    .from(stationReviews)
    .innerJoin(stations, eq(stations.id, stationReviews.stationId))
    .innerJoin(cities, eq(cities.id, stations.cityId))
    .leftJoin(employees, tenantRow(employees, stationReviews.employeeId, stationReviews))
    .where(eq(stationReviews.companyId, sql.placeholder("companyId")))
    .orderBy(desc(stationReviews.createdAt), desc(stationReviews.purchaseId))
    .limit(DASHBOARD_REVIEWS_SHOWN)
    .prepare("fleet_dashboard_latest_reviews");

  return { latest: (companyId: string) => latest.execute({ companyId }) };
}

export type DashboardReviewsRepo = ReturnType<typeof createDashboardReviewsRepo>;
export type ReviewRow = Awaited<ReturnType<DashboardReviewsRepo["latest"]>>[number];
