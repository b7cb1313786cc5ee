import { localStore, storageKeys } from "../storage/local";
import { endsWithBrowser, markBrowserRun } from "./browser-session";
import { getSessionKey } from "./key-store";
import { decryptText, encryptText } from "./session-crypto";
import { type Session, type SignOutReason, sessionStore } from "./session-store";

/** The session key, or null when IndexedDB keeps it waiting past `ms` (blocked by another tab, say). */
function keyWithin(ms: number): Promise<CryptoKey | null> {
  if (!Number.isFinite(ms)) return getSessionKey();
  return Promise.race([getSessionKey(), new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);
}

/**
 * Decrypts and checks a stored session; null when it cannot be decrypted or parsed, or when its key
 * does not come within `keyWaitMs`. Only the key is timed: loading the schema and decrypting finish
 * on any device, however slowly, and a slow phone must not sign its user out.
 */
export async function readStoredSession(stored: string, keyWaitMs = Infinity): Promise<Session | null> {
  try {
    const key = await keyWithin(keyWaitMs);
    if (!key) {
      console.warn("The session key did not come in time: starting signed out");
      return null;
    }
    const plain = await decryptText(key, stored);
    // Parse with the domain schema: a session stored by an older build may have another shape.
    // Imported here, not at the top, so zod loads only when there is a session to check.
    const { StoredSession } = await import("@pitlane/domain");
    const parsed = StoredSession.safeParse(JSON.parse(plain));
    return parsed.success ? parsed.data : null;
  } catch (error) {
    console.warn("Stored session could not be restored", error);
    return null;
  }
}

/** Reads the stored session; null when there is none or it cannot be read (see readStoredSession). */
export async function loadSession(keyWaitMs = Infinity): Promise<Session | null> {
  const stored = localStore.get(storageKeys.session);
  return stored ? readStoredSession(stored, keyWaitMs) : null;
}

async function saveSession(session: Session | null, reason: SignOutReason | null): Promise<void> {
  if (!session) {
    // The reason first: the other tabs read it when they see the session go (tab-sync.ts).
    localStore.set(storageKeys.signOutReason, reason ?? "");
    localStore.remove(storageKeys.session);
    return;
  }
  // Marked before the slice is written: a stored slice that ends with the browser always has its mark.
  if (endsWithBrowser(session)) markBrowserRun();
  try {
    const sealed = await encryptText(await getSessionKey(), JSON.stringify(session));
    // Overtaken while encrypting (signed out, or another tab's newer token adopted): writing now
    // would put an old session back over a newer one, which the other tabs would then adopt.
    if (sessionStore.get().session !== session) return;
    localStore.set(storageKeys.session, sealed);
  } catch (error) {
    // Without Web Crypto or IndexedDB the session still works, it just does not survive a reload.
    console.warn("Session could not be saved", error);
  }
}

/**
 * Writes every change of the session made in this tab, in order: a token rotated twice in quick
 * succession must end with the newest one stored, so each write waits for the one before.
 */
export function startSessionPersistence(): () => void {
  let queue = Promise.resolve();
  return sessionStore.subscribe((state, previous, change) => {
    if (state.status === "restoring" || state.session === previous.session) return;
    if (previous.status === "restoring") return; // just read from storage: nothing new to write
    // Already stored by the tab it came from; writing it back would echo between the tabs.
    if (change.isFromOtherTab) return;
    const { session, reason } = state;
    queue = queue.then(() => saveSession(session, reason));
  });
}
