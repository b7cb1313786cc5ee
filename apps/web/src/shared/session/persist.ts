import { localStore, storageKeys } from "../storage/local";
import { getSessionKey } from "./key-store";
import { decryptText, encryptText } from "./session-crypto";
import { type Session, sessionStore } from "./session-store";

/** Reads the stored session; null when there is none or it cannot be decrypted or parsed. */
export async function loadSession(): Promise<Session | null> {
  const stored = localStore.get(storageKeys.session);
  if (!stored) return null;
  try {
    const plain = await decryptText(await getSessionKey(), stored);
    // Parse with the domain schema: a session stored by an older build may have another shape.
    // Imported here, not at the top, so zod loads only when there is a session to check.
    const { AuthResult } = await import("@pitlane/domain");
    const parsed = AuthResult.safeParse(JSON.parse(plain));
    return parsed.success ? parsed.data : null;
  } catch (error) {
    console.warn("Stored session could not be restored", error);
    return null;
  }
}

async function saveSession(session: Session | null): Promise<void> {
  if (!session) {
    localStore.remove(storageKeys.session);
    return;
  }
  try {
    localStore.set(storageKeys.session, await encryptText(await getSessionKey(), JSON.stringify(session)));
  } catch (error) {
    // Without Web Crypto or IndexedDB the session still works, it just does not survive a reload.
    console.warn("Session could not be saved", error);
  }
}

/**
 * Writes every change of the session, in order: a token rotated twice in quick succession must
 * end with the newest one stored, so each write waits for the one before.
 */
export function startSessionPersistence(): () => void {
  let queue = Promise.resolve();
  return sessionStore.subscribe((state, previous) => {
    if (state.status === "restoring" || state.session === previous.session) return;
    if (previous.status === "restoring") return; // just read from storage: nothing new to write
    const session = state.session;
    queue = queue.then(() => saveSession(session));
  });
}
