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
  /** The station terminal's own theme: light unless its attendant chose dark (readable in sunlight). */
  stationTheme: "pitlane.station.theme",
  session: "pitlane.session",
  /** Why the last sign-out happened, for the other tabs (see session/tab-sync.ts). */
  signOutReason: "pitlane.session.ended",
  /** When someone last used any tab of the app (see session/inactivity.ts). */
  activity: "pitlane.activity",
  version: "pitlane.version",
} as const;
