import arFleetRefusals from "./ar/fleet-refusals.json";
import arSignedIn from "./ar/signed-in.json";
import arReviewRefusals from "./ar/review-refusals.json";
import arStation from "./ar/station.json";
import arStationReview from "./ar/station-review.json";
import type { StationTexts } from "./station-texts";

/** Typed as English: a key missing from an Arabic file fails the typecheck. */
export const arStationTexts: StationTexts = {
  ...arSignedIn,
  refusals: { ...arSignedIn.refusals, ...arFleetRefusals, ...arReviewRefusals },
  station: { ...arStation, review: arStationReview },
};
