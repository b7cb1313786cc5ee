import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storageKeys } from "../storage/local";
import { createSessionKey } from "./session-crypto";
import { testSession } from "./test-session";

// One key for the whole file, as IndexedDB would keep it for every tab.
const key = await createSessionKey();
/** When set, IndexedDB never hands the key over (blocked by another tab, say). */
let isKeyStuck = false;
vi.mock("./key-store", () => ({
  getSessionKey: () => (isKeyStuck ? new Promise<never>(() => {}) : Promise.resolve(key)),
}));

const { loadSession, startSessionPersistence } = await import("./persist");
const { sessionStore } = await import("./session-store");

const session = testSession();
const fleetSession = {
  token: "fleet-token-1",
  realm: "fleet" as const,
  user: { _id: "e1", name: "Bilal", email: "bilal@example.test", phone: null, is_admin: true, permissions: [] },
  company: {
    _id: "c1",
    company_name: "Indus Freight",
    merchant_id: "PL-ABCDEFGH",
    currency: "PKR" as const,
    time_zone: "Asia/Karachi",
    country_code: "PK",
  },
};

let storage: Map<string, string>;
let writes: string[];
let stop: () => void;

/** Waits for the stored session to be there (or gone): encryption takes its time on a busy machine. */
const untilStored = (isStored: boolean) =>
  vi.waitFor(() => expect(storage.has(storageKeys.session)).toBe(isStored), { timeout: 10_000 });

/** Lets the queued writes (encryption is async) finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => {
  storage = new Map();
  writes = [];
  vi.stubGlobal("window", {
    location: { protocol: "http:" },
    localStorage: {
      getItem: (name: string) => storage.get(name) ?? null,
      setItem: (name: string, value: string) => {
        writes.push(`set ${name}`);
        storage.set(name, value);
      },
      removeItem: (name: string) => {
        writes.push(`remove ${name}`);
        storage.delete(name);
      },
    },
  });
  sessionStore.finishRestore(null);
  stop = startSessionPersistence();
});
afterEach(() => {
  isKeyStuck = false;
  stop();
  vi.unstubAllGlobals();
});

describe("session persistence", () => {
  it("stores the session encrypted and reads it back", async () => {
    sessionStore.signIn(session);
    await untilStored(true);
    expect(storage.get(storageKeys.session)).not.toContain("token-1");
    expect(await loadSession()).toEqual(session);
  });

  it("reads back a station attendant's session, with its station and prices", async () => {
    const attendant = {
      token: "station-token-1",
      realm: "station" as const,
      terminal: {
        station: "PSO Clifton",
        terminal: "Bilal Ahmed",
        prices: [{ fuel_type: "petrol" as const, currency: "PKR", unit_price: 265.5 }],
      },
    };
    sessionStore.signIn(attendant);
    await untilStored(true);
    expect(await loadSession()).toEqual(attendant);
  });

  it("waits only for the key: decrypting and checking the session are never cut short", async () => {
    sessionStore.signIn({ ...session, token: "token-3" });
    await untilStored(true);
    // A millisecond is far less than decrypting and loading the schema take, but the key is there.
    expect(await loadSession(1)).toEqual({ ...session, token: "token-3" });
  });

  it("starts signed out when the key does not come within the wait", async () => {
    sessionStore.signIn({ ...session, token: "token-4" });
    await untilStored(true);
    isKeyStuck = true;
    expect(await loadSession(50)).toBeNull();
  });

  it("stores the reason before removing the session, for the other tabs", async () => {
    sessionStore.signIn(session);
    await settle();
    writes = [];
    sessionStore.end("inactive");
    await vi.waitFor(() => expect(writes).toContain(`remove ${storageKeys.session}`), { timeout: 10_000 });
    expect(writes).toEqual([`set ${storageKeys.signOutReason}`, `remove ${storageKeys.session}`]);
    expect(storage.get(storageKeys.signOutReason)).toBe("inactive");
  });

  it("marks the browser run before it stores a session that ends with the browser", async () => {
    let cookie = "";
    vi.stubGlobal("document", {
      get cookie() {
        return cookie;
      },
      set cookie(value: string) {
        writes.push("mark the browser run");
        cookie = value;
      },
    });
    sessionStore.signIn({ ...fleetSession, remembered: false });
    await untilStored(true);
    expect(writes).toEqual(["mark the browser run", `set ${storageKeys.session}`]);
    expect(cookie).toMatch(/^pitlane\.browser-run=/);
    // A remembered session needs no mark.
    writes = [];
    sessionStore.signIn({ ...fleetSession, token: "token-2", remembered: true });
    await vi.waitFor(() => expect(writes).toEqual([`set ${storageKeys.session}`]), { timeout: 10_000 });
  });

  it("does not write back what it adopted from another tab", async () => {
    sessionStore.adopt({ ...session, token: "token-2" }, null);
    sessionStore.adopt(null, "expired");
    await settle();
    expect(writes).toEqual([]);
  });

  it("drops a write that a newer session overtook while it was encrypting", async () => {
    sessionStore.signIn(session);
    sessionStore.adopt({ ...session, token: "token-2" }, null);
    await settle();
    expect(storage.has(storageKeys.session)).toBe(false);
  });
});
