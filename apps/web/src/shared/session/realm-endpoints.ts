import type { authEndpoints, fleetAuthEndpoints, opsAuthEndpoints } from "@pitlane/domain";
import { type Session, isFleetSession, isOpsSession } from "./session-store";

/** The domain's sign-in endpoints, loaded on demand by the caller (they bring zod, which the sign-in page does without). */
interface AuthEndpoints {
  authEndpoints: typeof authEndpoints;
  fleetAuthEndpoints: typeof fleetAuthEndpoints;
  opsAuthEndpoints: typeof opsAuthEndpoints;
}

/** The logout of the part of the product the session belongs to. */
export function logoutOf(session: Session, domain: AuthEndpoints) {
  if (isFleetSession(session)) return domain.fleetAuthEndpoints.logout;
  if (isOpsSession(session)) return domain.opsAuthEndpoints.logout;
  return domain.authEndpoints.logout;
}
