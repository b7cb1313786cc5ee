import { useSyncExternalStore } from "react";
import type { AuthResult, ShopDto, ShopUserDto } from "@pitlane/domain";

/** The only client state kept across reloads (encrypted, see persist.ts). */
export type Session = AuthResult;

/** Why the user landed on the sign-in page without asking to; shown there as an alert. */
export type SignOutReason = "expired" | "inactive";

export interface SessionState {
  /** `restoring` until the encrypted session has been read (or given up on) at start-up. */
  status: "restoring" | "signed-in" | "signed-out";
  session: Session | null;
  reason: SignOutReason | null;
}

type Listener = (state: SessionState, previous: SessionState) => void;

/**
 * A tiny external store rather than React context: the API client (outside React) reads the
 * token, applies rotated tokens and ends the session on a 401.
 */
function createSessionStore() {
  let state: SessionState = { status: "restoring", session: null, reason: null };
  const listeners = new Set<Listener>();

  function set(next: SessionState) {
    const previous = state;
    state = next;
    for (const listener of listeners) listener(state, previous);
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
    /** Fresh user or shop data from the server; ignored when nobody is signed in any more. */
    update(patch: { user?: ShopUserDto; shop?: ShopDto }) {
      if (!state.session) return;
      set({ ...state, session: { ...state.session, ...patch } });
    },
    setToken(token: string) {
      if (!state.session || state.session.token === token) return;
      set({ ...state, session: { ...state.session, token } });
    },
    end(reason: SignOutReason | null) {
      set({ status: "signed-out", session: null, reason });
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

/** The signed-in session; only call it below the signed-in route guard. */
export function useSession(): Session {
  const { session } = useSessionState();
  if (!session) throw new Error("useSession used outside the signed-in routes");
  return session;
}
