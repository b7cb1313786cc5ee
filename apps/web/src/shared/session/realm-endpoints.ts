import type { authEndpoints, fleetAuthEndpoints, opsAuthEndpoints, stationEndpoints } from "@pitlane/domain";
import { type Session, isFleetSession, isOpsSession, isStationSession } from "./session-store";

/** The domain's sign-in endpoints, loaded on demand by the caller (they bring zod, which the sign-in page does without). */
interface AuthEndpoints {
  authEndpoints: typeof authEndpoints;
  fleetAuthEndpoints: typeof fleetAuthEndpoints;
  opsAuthEndpoints: typeof opsAuthEndpoints;
  stationEndpoints: typeof stationEndpoints;
}

/** The logout of the part of the product the session belongs to. */
export function logoutOf(session: Session, domain: AuthEndpoints) {
  if (isFleetSession(session)) return domain.fleetAuthEndpoints.logout;
  if (isOpsSession(session)) return domain.opsAuthEndpoints.logout;
  if (isStationSession(session)) return domain.stationEndpoints.logout;
  return domain.authEndpoints.logout;
}
