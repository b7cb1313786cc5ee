import { type FleetSession, type Session, isFleetSession, isOpsSession, useSessionState } from "./session-store";

// Read only by the signed-in screens: kept out of session-store.ts, which the sign-in page loads.

/** The shop owner, the company admin or a console admin: they hold every permission, whatever happens to roles. */
export function holdsAllPermissions(session: Session | null): boolean {
  if (!session) return false;
  if (isFleetSession(session)) return session.user.is_admin;
  if (isOpsSession(session)) return session.user.role === "admin";
  return session.user.is_owner;
}

/** The shop or the company the session works for; the console works for the platform as a whole. */
export function tenantIdOf(session: Session): string {
  if (isFleetSession(session)) return session.company._id;
  if (isOpsSession(session)) return "ops";
  return session.shop._id;
}

/** The fleet portal's session; only call it below the fleet's signed-in route guard. */
export function useFleetSession(): FleetSession {
  const { session } = useSessionState();
  if (!isFleetSession(session)) throw new Error("useFleetSession used outside the fleet's signed-in routes");
  return session;
}
