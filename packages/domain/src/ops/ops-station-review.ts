import { z } from "zod";
import { defineEndpoint } from "../platform/endpoint.js";
import { StationParams } from "./ops-station.js";

/** How many of a station's latest reviews its page in the console shows. */
export const STATION_LATEST_REVIEWS = 5;

/** A station's reviews as the console reads them: the average of every rating, and the latest few. */
export const OpsStationReviewsDto = z.object({
  /** The mean of every rating, to one decimal; null before the first review. */
  average: z.number().nullable(),
  count: z.number().int(),
  latest: z.array(
    z.object({
      rating: z.number().int(),
      comment: z.string().nullable(),
      company_name: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type OpsStationReviewsDto = z.infer<typeof OpsStationReviewsDto>;

export const opsStationReviewEndpoints = {
  get: defineEndpoint({
    method: "GET",
    path: "/ops/api/stations/:stationId/reviews",
    summary: "What drivers of every company think of the station: its average rating, how many, and the latest reviews",
    tag: "Operations console: stations",
    auth: "ops",
    permission: "stations.view",
    params: StationParams,
    result: OpsStationReviewsDto,
  }),
};
