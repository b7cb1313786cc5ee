import { z } from "zod";
import { STATION_RATING_MAX, STATION_RATING_MIN } from "../fleet/documents-vocabulary.js";
import { optionalText, WholeNumber } from "../platform/validation.js";

/** The longest comment a driver leaves with a rating. */
export const STATION_REVIEW_COMMENT_MAX = 500;

/** A driver's rating of the station on the terminal's receipt screen: 1 to 5 stars and, if they like, a few words. */
export const StationReviewBody = z.object({
  rating: WholeNumber(STATION_RATING_MAX, STATION_RATING_MIN),
  comment: optionalText(STATION_REVIEW_COMMENT_MAX),
});
export type StationReviewBody = z.input<typeof StationReviewBody>;

/** A purchase's review as the terminal that took it and the company that paid read it. */
export const StationReviewDto = z.object({
  rating: z.number().int(),
  comment: z.string().nullable(),
  created_at: z.string(),
});
export type StationReviewDto = z.infer<typeof StationReviewDto>;
