import { localStore, storageKeys } from "../shared/storage/local";

interface VersionStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

/**
 * Spec 000 section 9: when the stored app version differs from this build's, store the new one
 * and reload, so a page opened before a deployment does not run old code against the new API.
 * Returns whether it reloaded.
 */
export function checkAppVersion(
  current: string,
  store: VersionStore = localStore,
  reload: () => void = () => window.location.reload(),
): boolean {
  const stored = store.get(storageKeys.version);
  if (stored === current) return false;
  store.set(storageKeys.version, current);
  if (stored === null) return false;
  reload();
  return true;
}
