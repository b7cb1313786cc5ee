import enFleetRefusals from "./en/fleet-refusals.json";
import enSignedIn from "./en/signed-in.json";
import enReviewRefusals from "./en/review-refusals.json";
import enStation from "./en/station.json";
import enStationReview from "./en/station-review.json";

/**
 * The station terminal's texts: `station.*` (`station.json`), the signed-in parts of the shared
 * buckets (`signed-in.json`: actions, image refusals), and the refusals of the money and the station
 * API (`fleet-refusals.json`, where the domain's fleet catalogue keeps them: `purchase_resolved`,
 * `litres_above_authorised`, `station_vehicle_not_found` ...) and of drivers' reviews
 * (`review-refusals.json`); the review form's words are `station.review.*` (`station-review.json`). Imported by the terminal's layouts only.
 */
export const enStationTexts = {
  ...enSignedIn,
  refusals: { ...enSignedIn.refusals, ...enFleetRefusals, ...enReviewRefusals },
  station: { ...enStation, review: enStationReview },
};
export type StationTexts = typeof enStationTexts;

export const loadArabicStationTexts = async () => (await import("./arabic-station")).arStationTexts;
