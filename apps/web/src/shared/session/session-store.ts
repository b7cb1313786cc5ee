import { useSyncExternalStore } from "react";
import type {
  AuthResult,
  FleetAuthResult,
  FleetCompanyDto,
  FleetUserDto,
  ShopSessionDto,
  ShopUserDto,
} from "@pitlane/domain";

/** A session of the shop dashboard (stored without `realm` by builds before the fleet portal). */
export type ShopSession = AuthResult & { realm?: "shop" };
/** A session of the fleet portal; `remembered` when "remember me" was ticked (no sign-out when idle). */
export type FleetSession = FleetAuthResult & { realm: "fleet"; remembered?: boolean };
/** The only client state kept across reloads (encrypted, see persist.ts): one session, of either back office. */
export type Session = ShopSession | FleetSession;

export const isFleetSession = (session: Session | null): session is FleetSession => session?.realm === "fleet";

/** Why the user landed on the sign-in page without asking to; shown there as an alert. */
export type SignOutReason = "expired" | "inactive";

export interface SessionState {
  /** `restoring` until the encrypted session has been read (or given up on) at start-up. */
  status: "restoring" | "signed-in" | "signed-out";
  session: Session | null;
  reason: SignOutReason | null;
}

/** Where a change comes from: this tab, or another tab of the browser through the stored slice. */
export interface SessionChange {
  isFromOtherTab: boolean;
}

type Listener = (state: SessionState, previous: SessionState, change: SessionChange) => void;

const HERE: SessionChange = { isFromOtherTab: false };
const OTHER_TAB: SessionChange = { isFromOtherTab: true };

/**
 * A tiny external store rather than React context: the API client (outside React) reads the
 * token, applies rotated tokens and ends the session on a 401.
 */
function createSessionStore() {
  let state: SessionState = { status: "restoring", session: null, reason: null };
  const listeners = new Set<Listener>();

  function set(next: SessionState, change = HERE) {
    const previous = state;
    state = next;
    for (const listener of listeners) listener(state, previous, change);
  }

  return {
    get: (): SessionState => state,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    finishRestore(session: Session | null) {
      if (state.status !== "restoring") return;
      set({ status: session ? "signed-in" : "signed-out", session, reason: null });
    },
    signIn(session: Session) {
      set({ status: "signed-in", session, reason: null });
    },
    /** Fresh user or shop data from the server; ignored unless a shop user is still signed in. */
    update(patch: { user?: ShopUserDto; shop?: ShopSessionDto }) {
      if (!state.session || isFleetSession(state.session)) return;
      set({ ...state, session: { ...state.session, ...patch } });
    },
    /** Fresh user or company data from the server; ignored unless a fleet user is still signed in. */
    updateFleet(patch: { user?: FleetUserDto; company?: FleetCompanyDto }) {
      if (!isFleetSession(state.session)) return;
      set({ ...state, session: { ...state.session, ...patch } });
    },
    setToken(token: string) {
      if (!state.session || state.session.token === token) return;
      set({ ...state, session: { ...state.session, token } });
    },
    end(reason: SignOutReason | null) {
      set({ status: "signed-out", session: null, reason });
    },
    /**
     * The session another tab stored, or `null` when it signed out (with the reason it gave).
     * This tab follows without calling the server: the other tab already did.
     */
    adopt(session: Session | null, reason: SignOutReason | null) {
      if (session) set({ status: "signed-in", session, reason: null }, OTHER_TAB);
      // Still restoring, this tab showed nothing signed in: no reason to explain.
      else if (state.status === "restoring") set({ status: "signed-out", session: null, reason: null }, OTHER_TAB);
      else if (state.session) set({ status: "signed-out", session: null, reason }, OTHER_TAB);
    },
    clearReason() {
      if (state.reason) set({ ...state, reason: null });
    },
  };
}

export const sessionStore = createSessionStore();

export function useSessionState(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}

/** The shop dashboard's session; only call it below the shop's signed-in route guard. */
export function useSession(): ShopSession {
  const { session } = useSessionState();
  if (!session || isFleetSession(session)) throw new Error("useSession used outside the shop's signed-in routes");
  return session;
}
