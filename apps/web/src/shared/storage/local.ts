/**
 * localStorage that never throws: private browsing modes and full quotas make it throw, and a
 * preference that cannot be saved must not break the app.
 */
export const localStore = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch (error) {
      console.warn(`Could not save ${key}`, error);
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing to clean up if storage is unavailable.
    }
  },
};

/** The localStorage keys of the app, in one place so none is spelled twice. */
export const storageKeys = {
  language: "pitlane.lang",
  theme: "pitlane.theme",
  session: "pitlane.session",
  version: "pitlane.version",
} as const;
