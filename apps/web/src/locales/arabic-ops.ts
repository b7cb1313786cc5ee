import arFleetRefusals from "./ar/fleet-refusals.json";
import arOps from "./ar/ops.json";
import arAudit from "./ar/ops-audit.json";
import arCompany from "./ar/ops-company.json";
import arSettings from "./ar/ops-settings.json";
import arStation from "./ar/ops-station.json";
import arStationRefusals from "./ar/ops-station-refusals.json";
import arTopUp from "./ar/ops-top-up.json";
import arUser from "./ar/ops-user.json";
import arSignedIn from "./ar/signed-in.json";
import arTopUpShared from "./ar/top-up.json";
import type { OpsTexts } from "./ops-texts";

/** Typed as English: a key missing from an Arabic file fails the typecheck. */
export const arOpsTexts: OpsTexts = {
  ...arSignedIn,
  refusals: { ...arSignedIn.refusals, ...arFleetRefusals, ...arStationRefusals },
  top_up: arTopUpShared,
  ops: {
    ...arOps,
    top_up: arTopUp,
    company: arCompany,
    settings: arSettings,
    station: arStation,
    audit: arAudit,
    user: arUser,
  },
};
