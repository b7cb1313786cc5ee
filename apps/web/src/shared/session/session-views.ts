import { type FleetSession, type Session, isFleetSession, useSessionState } from "./session-store";

// Read only by the signed-in screens: kept out of session-store.ts, which the sign-in page loads.

/** The shop owner or the company admin: they hold every permission, whatever happens to roles. */
export const holdsAllPermissions = (session: Session | null): boolean =>
  !!session && (isFleetSession(session) ? session.user.is_admin : session.user.is_owner);

/** The shop or the company the session works for. */
export const tenantIdOf = (session: Session): string =>
  isFleetSession(session) ? session.company._id : session.shop._id;

/** The fleet portal's session; only call it below the fleet's signed-in route guard. */
export function useFleetSession(): FleetSession {
  const { session } = useSessionState();
  if (!isFleetSession(session)) throw new Error("useFleetSession used outside the fleet's signed-in routes");
  return session;
}
