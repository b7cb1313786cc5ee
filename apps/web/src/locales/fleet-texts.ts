import enFleet from "./en/fleet.json";
import enFleetRefusals from "./en/fleet-refusals.json";
import enSignedIn from "./en/signed-in.json";
import enTopUpShared from "./en/top-up.json";
import enAssignment from "./en/fleet-assignment.json";
import enAuth from "./en/fleet-auth.json";
import enBalance from "./en/fleet-balance.json";
import enDashboard from "./en/fleet-dashboard.json";
import enEmployee from "./en/fleet-employee.json";
import enOrg from "./en/fleet-org.json";
import enRule from "./en/fleet-rule.json";
import enSettings from "./en/fleet-settings.json";
import enVehicle from "./en/fleet-vehicle.json";
import enTransaction from "./en/fleet-transaction.json";
import enInvoice from "./en/fleet-invoice.json";
import enAlert from "./en/fleet-alert.json";
import enStatement from "./en/fleet-statement.json";
import enFeedback from "./en/fleet-feedback.json";
import enReviewRefusals from "./en/review-refusals.json";
import enReport from "./en/fleet-report.json";

/**
 * The fleet portal's texts: `fleet.*`, one file per area (`fleet-vehicle.json` holds
 * `fleet.vehicle.*`), a top-up's clock, status and proof as the console shows them too (`top-up.json`,
 * `top_up.*`), the signed-in parts of the shared buckets (`signed-in.json`, which the shop's
 * shell loads too), and (`fleet-refusals.json`) the portal's refusals by code (`refusals.*`, spec
 * 001's messages among them), merged into those buckets when loaded. Imported by the fleet layouts only, so neither the shop's pages nor the
 * sign-in page carry them.
 */
export const enFleetTexts = {
  ...enSignedIn,
  refusals: { ...enSignedIn.refusals, ...enFleetRefusals, ...enReviewRefusals },
  top_up: enTopUpShared,
  fleet: {
    ...enFleet,
    auth: enAuth,
    org: enOrg,
    employee: enEmployee,
    vehicle: enVehicle,
    rule: enRule,
    assignment: enAssignment,
    dashboard: enDashboard,
    balance: enBalance,
    settings: enSettings,
    transaction: enTransaction,
    invoice: enInvoice,
    alert: enAlert,
    statement: enStatement,
    // A purchase's rating by its driver and the platform's decision on a dispute.
    feedback: enFeedback,
    report: enReport,
  },
};
export type FleetTexts = typeof enFleetTexts;

export const loadArabicFleetTexts = async () => (await import("./arabic-fleet")).arFleetTexts;
