import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storageKeys } from "../storage/local";
import { type Session, type SessionState, sessionStore } from "./session-store";
import { createTabSync } from "./tab-sync";
import { testSession } from "./test-session";

const sessionWith = testSession;

// The stored slice is encrypted; here "sealed:<token>" stands for it, read back by a fake decrypt.
const sealed = (token: string) => `sealed:${token}`;
const readFake = async (stored: string) => (stored.startsWith("sealed:") ? sessionWith(stored.slice(7)) : null);

let storage: Map<string, string>;
let changes: { state: SessionState; isFromOtherTab: boolean }[];
let stopListening: () => void;

beforeEach(() => {
  storage = new Map();
  vi.stubGlobal("window", {
    localStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: vi.fn(), removeItem: vi.fn() },
  });
  sessionStore.signIn(sessionWith("token-1"));
  changes = [];
  stopListening = sessionStore.subscribe((state, _previous, change) => changes.push({ state, ...change }));
});
afterEach(() => {
  stopListening();
  vi.unstubAllGlobals();
});

describe("createTabSync", () => {
  it("adopts the token another tab stored after a rotation", async () => {
    const handleChange = createTabSync(readFake);
    await handleChange({ key: storageKeys.session, newValue: sealed("token-2") });
    expect(sessionStore.get()).toMatchObject({ status: "signed-in", session: { token: "token-2" } });
    // Marked as coming from another tab, so this tab does not write it back.
    expect(changes).toHaveLength(1);
    expect(changes[0]?.isFromOtherTab).toBe(true);
  });

  it("adopts user and shop changes too", async () => {
    const handleChange = createTabSync(async () => sessionWith("token-1", "Crescent Motors"));
    await handleChange({ key: storageKeys.session, newValue: sealed("token-1") });
    expect(sessionStore.get().session).toMatchObject({ shop: { shop_name: "Crescent Motors" } });
  });

  it("signs this tab out with the reason the other tab gave, without calling the server", async () => {
    storage.set(storageKeys.signOutReason, "inactive");
    const handleChange = createTabSync(readFake);
    await handleChange({ key: storageKeys.session, newValue: null });
    expect(sessionStore.get()).toEqual({ status: "signed-out", session: null, reason: "inactive" });
    expect(changes[0]?.isFromOtherTab).toBe(true);
  });

  it("shows no reason when the other tab signed out on request", async () => {
    storage.set(storageKeys.signOutReason, "");
    await createTabSync(readFake)({ key: storageKeys.session, newValue: null });
    expect(sessionStore.get()).toEqual({ status: "signed-out", session: null, reason: null });
  });

  it("treats a cleared storage as a sign-out", async () => {
    await createTabSync(readFake)({ key: null, newValue: null });
    expect(sessionStore.get().status).toBe("signed-out");
  });

  it("ignores other keys and a slice it cannot read", async () => {
    const handleChange = createTabSync(readFake);
    await handleChange({ key: storageKeys.activity, newValue: "123" });
    await handleChange({ key: storageKeys.session, newValue: "written by another build" });
    expect(sessionStore.get().session?.token).toBe("token-1");
    expect(changes).toHaveLength(0);
  });

  it("keeps the newest change when an older one finishes decrypting last", async () => {
    let finishSlow: (session: Session) => void = () => undefined;
    const read = vi
      .fn<(stored: string) => Promise<Session | null>>()
      .mockImplementationOnce(() => new Promise((resolve) => (finishSlow = resolve)))
      .mockImplementation(readFake);
    const handleChange = createTabSync(read);
    const slow = handleChange({ key: storageKeys.session, newValue: sealed("token-2") });
    await handleChange({ key: storageKeys.session, newValue: sealed("token-3") });
    finishSlow(sessionWith("token-2"));
    await slow;
    expect(sessionStore.get().session?.token).toBe("token-3");
  });

  it("signs this tab in when another tab signed in", async () => {
    sessionStore.end(null);
    await createTabSync(readFake)({ key: storageKeys.session, newValue: sealed("token-9") });
    expect(sessionStore.get()).toMatchObject({ status: "signed-in", reason: null, session: { token: "token-9" } });
  });
});
