import { conflict, notFound, type StationReviewDto } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { purchaseOf } from "../purchase/purchase-reads.js";
import { createStationReviewRepo, type StationReviewRow } from "./repo.js";

export const toStationReviewDto = (row: StationReviewRow): StationReviewDto => ({
  rating: row.rating,
  comment: row.comment,
  created_at: row.createdAt.toISOString(),
});

/**
 * The station terminal's side of drivers' reviews: a completed purchase of the station is reviewed
 * once (409 after); any other purchase answers 404, as a purchase the station cannot see.
 */
export function createStationReviews(db: Db) {
  const reviews = createStationReviewRepo(db);
  return {
    async review(
      companyId: string,
      purchaseId: string,
      stationId: string,
      body: { rating: number; comment: string | null },
    ): Promise<StationReviewDto> {
      const added = await reviews.add(companyId, purchaseId, stationId, body);
      if (added) return toStationReviewDto(added);
      const purchase = await purchaseOf(db, companyId, purchaseId);
      if (purchase?.status === "completed" && purchase.stationId === stationId) throw conflict("purchase_reviewed");
      throw notFound("purchase_not_found");
    },
  };
}
