import { createSessionKey } from "./session-crypto";

const DB_NAME = "pitlane";
const STORE = "keys";
const KEY_ID = "session";

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("IndexedDB unavailable"));
  });
}

function run<T>(
  db: IDBDatabase,
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = action(db.transaction(STORE, mode).objectStore(STORE));
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("IndexedDB request failed"));
  });
}

let pending: Promise<CryptoKey> | null = null;

/**
 * The session key, created on first use. IndexedDB stores the CryptoKey object itself (structured
 * clone), so the raw key bytes never exist in JavaScript: the key is non-extractable.
 */
export function getSessionKey(): Promise<CryptoKey> {
  pending ??= (async () => {
    const db = await openDb();
    try {
      const existing = await run<unknown>(db, "readonly", (store) => store.get(KEY_ID));
      if (existing instanceof CryptoKey) return existing;
      const key = await createSessionKey();
      await run(db, "readwrite", (store) => store.put(key, KEY_ID));
      return key;
    } finally {
      db.close();
    }
  })();
  pending.catch(() => {
    pending = null;
  });
  return pending;
}
