import {
  type FleetSession,
  type Session,
  isFleetSession,
  isOpsSession,
  isStationSession,
  useSessionState,
} from "./session-store";

// Read only by the signed-in screens: kept out of session-store.ts, which the sign-in page loads.

/** The shop owner, the company admin or a console admin: they hold every permission, whatever happens to roles. */
export function holdsAllPermissions(session: Session | null): boolean {
  if (!session) return false;
  if (isFleetSession(session)) return session.user.is_admin;
  if (isOpsSession(session)) return session.user.role === "admin";
  if (isStationSession(session)) return false;
  return session.user.is_owner;
}

/** The shop or the company the session works for; the console works for the platform as a whole, an attendant for a station. */
export function tenantIdOf(session: Session): string {
  if (isFleetSession(session)) return session.company._id;
  if (isOpsSession(session)) return "ops";
  if (isStationSession(session)) return `station:${session.terminal.station}`;
  return session.shop._id;
}

/** Who is signed in within the tenant: the user, or the attendant by name (a station's names are unique to it). */
export const userIdOf = (session: Session): string =>
  isStationSession(session) ? session.terminal.terminal : session.user._id;

/** The fleet portal's session; only call it below the fleet's signed-in route guard. */
export function useFleetSession(): FleetSession {
  const { session } = useSessionState();
  if (!isFleetSession(session)) throw new Error("useFleetSession used outside the fleet's signed-in routes");
  return session;
}
