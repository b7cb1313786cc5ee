import { useSyncExternalStore } from "react";
import type {
  AuthResult,
  FleetAuthResult,
  FleetCompanyDto,
  FleetUserDto,
  OpsAuthResult,
  OpsUserDto,
  ShopSessionDto,
  ShopUserDto,
  StationAuthResult,
  StationTerminalDto,
} from "@pitlane/domain";

/** A session of the shop dashboard (stored without `realm` by builds before the fleet portal). */
export type ShopSession = AuthResult & { realm?: "shop" };
/** A session of the fleet portal; `remembered` when "remember me" was ticked (no sign-out when idle). */
export type FleetSession = FleetAuthResult & { realm: "fleet"; remembered?: boolean };
/** A session of the operations console: the platform's own staff. It always signs out when idle. */
export type OpsSession = OpsAuthResult & { realm: "ops" };
/** A station attendant's session on the terminal page: the station, and its prices when signed in. */
export type StationSession = StationAuthResult & { realm: "station" };
/**
 * The only client state kept across reloads (encrypted, see persist.ts): one session, of either
 * back office, of the operations console or of a station's terminal.
 */
export type Session = ShopSession | FleetSession | OpsSession | StationSession;

export const isFleetSession = (session: Session | null): session is FleetSession => session?.realm === "fleet";
export const isOpsSession = (session: Session | null): session is OpsSession => session?.realm === "ops";
export const isStationSession = (session: Session | null): session is StationSession => session?.realm === "station";
/** A shop's session: the one stored without a realm by older builds, hence "none of the others". */
export const isShopSession = (session: Session | null): session is ShopSession =>
  !!session && !isFleetSession(session) && !isOpsSession(session) && !isStationSession(session);

/** What the signed-in user may do; an attendant holds no permission (the station's routes name none). */
export const permissionsOf = (session: Session | null): readonly string[] =>
  session && !isStationSession(session) ? session.user.permissions : [];

const HOMES = { fleet: "/fleet", ops: "/ops", station: "/station", shop: "/dashboard" } as const;

/** Where a signed-in user's own part of the product starts. */
export const homePathOf = (session: Session): string => HOMES[session.realm ?? "shop"];

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
      if (!isShopSession(state.session)) return;
      set({ ...state, session: { ...state.session, ...patch } });
    },
    /** Fresh user or company data from the server; ignored unless a fleet user is still signed in. */
    updateFleet(patch: { user?: FleetUserDto; company?: FleetCompanyDto }) {
      if (!isFleetSession(state.session)) return;
      set({ ...state, session: { ...state.session, ...patch } });
    },
    /** The operations user as the server sees them now (a role changed); ignored unless one is still signed in. */
    updateOps(user: OpsUserDto) {
      if (!isOpsSession(state.session)) return;
      set({ ...state, session: { ...state.session, user } });
    },
    /** The station and its prices as the server sees them now; ignored unless an attendant is still signed in. */
    updateStation(terminal: StationTerminalDto) {
      if (!isStationSession(state.session)) return;
      set({ ...state, session: { ...state.session, terminal } });
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
  if (!isShopSession(session)) throw new Error("useSession used outside the shop's signed-in routes");
  return session;
}
