import { isOk } from "../api/api-error";
import { call, revokeToken } from "../api/client";
import { localStore, storageKeys } from "../storage/local";
import { hasOutlivedBrowser } from "./browser-session";
import { loadSession } from "./persist";
import { logoutOf } from "./realm-endpoints";
import { type Session, isFleetSession, isOpsSession, isStationSession, sessionStore } from "./session-store";

/**
 * How long start-up waits for the session key. IndexedDB can hang (blocked by another tab, for
 * instance): past this the app starts signed out rather than show a spinner forever.
 */
export const KEY_WAIT_MS = 10_000;

/** Restores the session at start-up. */
export async function restoreSession(keyWaitMs = KEY_WAIT_MS): Promise<void> {
  const stored = await loadSession(keyWaitMs);
  const session = stored && hasOutlivedBrowser(stored) ? forget(stored) : stored;
  sessionStore.finishRestore(session);
  if (session) await refreshUserInfo();
}

/**
 * A session that was to end with the browser, found after the browser was closed: it is gone from
 * this browser and ended on the server, and the app starts signed out, with nothing to explain.
 */
function forget(session: Session): null {
  localStore.remove(storageKeys.session);
  void import("@pitlane/domain").then((domain) => revokeToken(logoutOf(session, domain), session.token));
  return null;
}

/** The stored user and shop (or company) may be stale (permissions changed, renamed): ask the server. */
export async function refreshUserInfo(): Promise<void> {
  // Loaded on demand: the endpoint objects carry zod schemas, which the sign-in page does without.
  const { authEndpoints, fleetAuthEndpoints, opsAuthEndpoints, stationEndpoints } = await import("@pitlane/domain");
  if (isStationSession(sessionStore.get().session)) {
    const envelope = await call(stationEndpoints.terminal);
    if (isOk(envelope)) sessionStore.updateStation(envelope.result);
    return;
  }
  if (isOpsSession(sessionStore.get().session)) {
    const envelope = await call(opsAuthEndpoints.me);
    if (isOk(envelope)) sessionStore.updateOps(envelope.result);
    return;
  }
  if (isFleetSession(sessionStore.get().session)) {
    const envelope = await call(fleetAuthEndpoints.userInfo);
    if (isOk(envelope)) sessionStore.updateFleet(envelope.result);
    return;
  }
  const envelope = await call(authEndpoints.userInfo);
  if (isOk(envelope)) sessionStore.update(envelope.result);
}
