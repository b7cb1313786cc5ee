import arFleetRefusals from "./ar/fleet-refusals.json";
import arFleetRule from "./ar/fleet-rule.json";
import arFleetTransaction from "./ar/fleet-transaction.json";
import arFleetVehicle from "./ar/fleet-vehicle.json";
import arOps from "./ar/ops.json";
import arAudit from "./ar/ops-audit.json";
import arCompany from "./ar/ops-company.json";
import arSettings from "./ar/ops-settings.json";
import arStation from "./ar/ops-station.json";
import arStationRefusals from "./ar/ops-station-refusals.json";
import arTopUp from "./ar/ops-top-up.json";
import arDispute from "./ar/ops-dispute.json";
import arStationReview from "./ar/ops-station-review.json";
import arFeedback from "./ar/fleet-feedback.json";
import arReviewRefusals from "./ar/review-refusals.json";
import arUser from "./ar/ops-user.json";
import arSignedIn from "./ar/signed-in.json";
import arTopUpShared from "./ar/top-up.json";
import type { OpsTexts } from "./ops-texts";

/** Typed as English: a key missing from an Arabic file fails the typecheck. */
export const arOpsTexts: OpsTexts = {
  ...arSignedIn,
  refusals: { ...arSignedIn.refusals, ...arFleetRefusals, ...arStationRefusals, ...arReviewRefusals },
  top_up: arTopUpShared,
  // A company's purchases are shown with the portal's own table and page, in its words.
  fleet: {
    transaction: arFleetTransaction,
    feedback: arFeedback,
    rule: { fuel_types: arFleetRule.fuel_types },
    vehicle: { list: { km: arFleetVehicle.list.km } },
  },
  ops: {
    ...arOps,
    top_up: arTopUp,
    company: arCompany,
    settings: arSettings,
    station: arStation,
    audit: arAudit,
    user: arUser,
    dispute: arDispute,
    station_review: arStationReview,
  },
};
