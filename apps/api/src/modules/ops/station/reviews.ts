import {
  notFound,
  opsStationReviewEndpoints,
  STATION_LATEST_REVIEWS,
  type OpsStationReviewsDto,
} from "@pitlane/domain";
import { desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../../db/client.js";
import { companies, stationReviews } from "../../../db/schema/index.js";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { StationRepo } from "./repo.js";

/** A station's reviews across companies, through the reviews' index by station (decision 0049). */
function createStationReviewReads(db: Db) {
  return {
    summary: async (stationId: string) => {
      const [row] = await db
        .select({
          average: sql<string | null>`round(avg(${stationReviews.rating}), 1)`,
          count: sql<number>`count(*)::int`,
        })
        .from(stationReviews)
        .where(eq(stationReviews.stationId, stationId));
      return { average: row?.average == null ? null : Number(row.average), count: Number(row?.count ?? 0) };
    },
    latest: (stationId: string) =>
      db
        .select({
          rating: stationReviews.rating,
          comment: stationReviews.comment,
          companyName: companies.companyName,
          createdAt: stationReviews.createdAt,
        })
        .from(stationReviews)
        .innerJoin(companies, eq(companies.id, stationReviews.companyId))
        .where(eq(stationReviews.stationId, stationId))
        .orderBy(desc(stationReviews.createdAt))
        .limit(STATION_LATEST_REVIEWS),
  };
}

export function opsStationReviewRoutes(
  app: FastifyInstance,
  sessions: SessionStore,
  db: Db,
  stations: Pick<StationRepo, "get">,
) {
  const reads = createStationReviewReads(db);
  registerEndpoint(app, sessions, opsStationReviewEndpoints.get, async ({ params }): Promise<OpsStationReviewsDto> => {
    if (!(await stations.get(params.stationId))) throw notFound("station_not_found");
    const [summary, latest] = await Promise.all([reads.summary(params.stationId), reads.latest(params.stationId)]);
    return {
      ...summary,
      latest: latest.map((row) => ({
        rating: row.rating,
        comment: row.comment,
        company_name: row.companyName,
        created_at: row.createdAt.toISOString(),
      })),
    };
  });
}
