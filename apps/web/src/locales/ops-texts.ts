import enFleetRefusals from "./en/fleet-refusals.json";
import enFleetRule from "./en/fleet-rule.json";
import enFleetTransaction from "./en/fleet-transaction.json";
import enFleetVehicle from "./en/fleet-vehicle.json";
import enOps from "./en/ops.json";
import enAudit from "./en/ops-audit.json";
import enCompany from "./en/ops-company.json";
import enSettings from "./en/ops-settings.json";
import enStation from "./en/ops-station.json";
import enStationRefusals from "./en/ops-station-refusals.json";
import enTopUp from "./en/ops-top-up.json";
import enDispute from "./en/ops-dispute.json";
import enStationReview from "./en/ops-station-review.json";
import enFeedback from "./en/fleet-feedback.json";
import enReviewRefusals from "./en/review-refusals.json";
import enUser from "./en/ops-user.json";
import enSignedIn from "./en/signed-in.json";
import enTopUpShared from "./en/top-up.json";

/**
 * The operations console's texts: `ops.*`, one file per area (`ops-top-up.json` holds
 * `ops.top_up.*`), a top-up's clock, status and proof as the fleet portal shows them too
 * (`top-up.json`, `top_up.*`), the signed-in parts of the shared buckets (`signed-in.json`), and the refusals
 * of the money and the console (`fleet-refusals.json`, where the domain's fleet catalogue keeps
 * them: `top_up_decided`, `ops_last_admin` ...) and of its stations (`ops-station-refusals.json`), and the
 * portal's words for a company's purchases (`fleet.transaction.*`, its fuel types and kilometres), which
 * the console shows with the portal's screens. Imported by the console's layouts only.
 */
export const enOpsTexts = {
  ...enSignedIn,
  refusals: { ...enSignedIn.refusals, ...enFleetRefusals, ...enStationRefusals, ...enReviewRefusals },
  top_up: enTopUpShared,
  // A company's purchases are shown with the portal's own table and page, in its words.
  fleet: {
    transaction: enFleetTransaction,
    feedback: enFeedback,
    rule: { fuel_types: enFleetRule.fuel_types },
    vehicle: { list: { km: enFleetVehicle.list.km } },
  },
  ops: {
    ...enOps,
    top_up: enTopUp,
    company: enCompany,
    settings: enSettings,
    station: enStation,
    audit: enAudit,
    user: enUser,
    dispute: enDispute,
    station_review: enStationReview,
  },
};
export type OpsTexts = typeof enOpsTexts;

export const loadArabicOpsTexts = async () => (await import("./arabic-ops")).arOpsTexts;
