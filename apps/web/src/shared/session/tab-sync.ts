import { localStore, storageKeys } from "../storage/local";
import { readStoredSession } from "./persist";
import { type Session, type SignOutReason, sessionStore } from "./session-store";

/** What this module needs of a `storage` event. */
export interface StorageChange {
  /** null when another tab cleared the whole storage. */
  key: string | null;
  newValue: string | null;
}

function storedReason(): SignOutReason | null {
  const value = localStore.get(storageKeys.signOutReason);
  return value === "expired" || value === "inactive" ? value : null;
}

/**
 * Applies another tab's change of the stored session to this tab. Decrypting takes a moment, so
 * a change is dropped when a newer one arrived meanwhile: the last write wins, as in storage.
 */
export function createTabSync(read: (stored: string) => Promise<Session | null> = readStoredSession) {
  let latest = 0;
  return async function handleChange({ key, newValue }: StorageChange): Promise<void> {
    if (key !== null && key !== storageKeys.session) return;
    const ticket = ++latest;
    if (key === null || newValue === null) {
      sessionStore.adopt(null, storedReason());
      return;
    }
    const session = await read(newValue);
    // Unreadable (another build's shape): keep this tab's session rather than sign it out.
    if (session && ticket === latest) sessionStore.adopt(session, null);
  };
}

/**
 * The tabs of a browser share one session, the encrypted slice in localStorage. The `storage`
 * event tells this tab when another one changed it (a rotated token, fresh user data, sign-in,
 * sign-out), and this tab follows. Without it a background tab kept a token the server stops
 * accepting 60 s after a rotation, and its "session expired" then signed every tab out.
 */
export function startTabSync(): () => void {
  const handleChange = createTabSync();
  const handleStorage = (event: StorageEvent) => void handleChange(event);
  window.addEventListener("storage", handleStorage);
  return () => window.removeEventListener("storage", handleStorage);
}
