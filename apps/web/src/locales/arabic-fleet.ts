import arFleet from "./ar/fleet.json";
import arFleetRefusals from "./ar/fleet-refusals.json";
import arSignedIn from "./ar/signed-in.json";
import arTopUpShared from "./ar/top-up.json";
import arAssignment from "./ar/fleet-assignment.json";
import arAuth from "./ar/fleet-auth.json";
import arBalance from "./ar/fleet-balance.json";
import arDashboard from "./ar/fleet-dashboard.json";
import arEmployee from "./ar/fleet-employee.json";
import arOrg from "./ar/fleet-org.json";
import arRule from "./ar/fleet-rule.json";
import arSettings from "./ar/fleet-settings.json";
import arVehicle from "./ar/fleet-vehicle.json";
import arTransaction from "./ar/fleet-transaction.json";
import arInvoice from "./ar/fleet-invoice.json";
import arAlert from "./ar/fleet-alert.json";
import arStatement from "./ar/fleet-statement.json";
import arFeedback from "./ar/fleet-feedback.json";
import arReviewRefusals from "./ar/review-refusals.json";
import arReport from "./ar/fleet-report.json";
import type { FleetTexts } from "./fleet-texts";

/** Typed as English: a key missing from an Arabic file fails the typecheck. */
export const arFleetTexts: FleetTexts = {
  ...arSignedIn,
  refusals: { ...arSignedIn.refusals, ...arFleetRefusals, ...arReviewRefusals },
  top_up: arTopUpShared,
  fleet: {
    ...arFleet,
    auth: arAuth,
    org: arOrg,
    employee: arEmployee,
    vehicle: arVehicle,
    rule: arRule,
    assignment: arAssignment,
    dashboard: arDashboard,
    balance: arBalance,
    settings: arSettings,
    transaction: arTransaction,
    invoice: arInvoice,
    alert: arAlert,
    statement: arStatement,
    feedback: arFeedback,
    report: arReport,
  },
};
