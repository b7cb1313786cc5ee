import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { purchases, stationReviews } from "../../../db/schema/index.js";

const reviewColumns = {
  rating: stationReviews.rating,
  comment: stationReviews.comment,
  createdAt: stationReviews.createdAt,
};

export type StationReviewRow = { rating: number; comment: string | null; createdAt: Date };

/**
 * A driver's rating of the station a purchase was made at, in the company that paid (decision 0049):
 * written only for a completed purchase of that station, at most once (its key is the purchase).
 */
export function createStationReviewRepo(db: Db) {
  return {
    /**
     * Writes the review from the purchase's own row (its station and driver), as one statement; null
     * when the purchase is not a completed one of the station, or has its review already.
     */
    async add(
      companyId: string,
      purchaseId: string,
      stationId: string,
      review: { rating: number; comment: string | null },
    ): Promise<StationReviewRow | null> {
      const [row] = await db
        .insert(stationReviews)
        .select(
          db
            .select({
              companyId: purchases.companyId,
              purchaseId: purchases.id,
              stationId: purchases.stationId,
              employeeId: purchases.employeeId,
              rating: sql`${review.rating}::int`.as("rating"),
              comment: sql`${review.comment}::text`.as("comment"),
              createdAt: sql`now()`.as("created_at"),
            })
            .from(purchases)
            .where(
              and(
                eq(purchases.companyId, companyId),
                eq(purchases.id, purchaseId),
                eq(purchases.stationId, stationId),
                eq(purchases.status, "completed"),
              ),
            ),
        )
        .onConflictDoNothing()
        .returning(reviewColumns);
      return row ?? null;
    },

    async of(companyId: string, purchaseId: string): Promise<StationReviewRow | null> {
      const [row] = await db
        .select(reviewColumns)
        .from(stationReviews)
        .where(and(eq(stationReviews.companyId, companyId), eq(stationReviews.purchaseId, purchaseId)));
      return row ?? null;
    },
  };
}

export type StationReviewRepo = ReturnType<typeof createStationReviewRepo>;
