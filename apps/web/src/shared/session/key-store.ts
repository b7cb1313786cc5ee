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

/**
 * The stored key, or `fresh` stored in its place when there is none. The read and the write share
 * one readwrite transaction, which IndexedDB runs one at a time across tabs: two tabs starting at
 * once end up with the same key, so each can read what the other stores.
 */
function getOrStore(db: IDBDatabase, fresh: CryptoKey): Promise<CryptoKey> {
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(STORE, "readwrite");
    const store = transaction.objectStore(STORE);
    let key = fresh;
    const existing = store.get(KEY_ID);
    existing.onsuccess = () => {
      if (existing.result instanceof CryptoKey) key = existing.result;
      else store.put(fresh, KEY_ID);
    };
    transaction.oncomplete = () => resolve(key);
    transaction.onerror = () => reject(transaction.error ?? new Error("IndexedDB request failed"));
    transaction.onabort = () => reject(transaction.error ?? new Error("IndexedDB transaction aborted"));
  });
}

let pending: Promise<CryptoKey> | null = null;

/**
 * The session key, created on first use. IndexedDB stores the CryptoKey object itself (structured
 * clone), so the raw key bytes never exist in JavaScript: the key is non-extractable.
 */
export function getSessionKey(): Promise<CryptoKey> {
  pending ??= (async () => {
    // Made before the transaction: an IndexedDB transaction ends when it waits on anything else.
    const fresh = await createSessionKey();
    const db = await openDb();
    try {
      return await getOrStore(db, fresh);
    } finally {
      db.close();
    }
  })();
  pending.catch(() => {
    pending = null;
  });
  return pending;
}
