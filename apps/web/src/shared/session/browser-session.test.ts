import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { endsWithBrowser, hasOutlivedBrowser, markBrowserRun } from "./browser-session";
import type { FleetSession } from "./session-store";
import { testSession } from "./test-session";

const fleetSession = (remembered?: boolean): FleetSession => ({
  token: "fleet-token",
  realm: "fleet",
  ...(remembered === undefined ? {} : { remembered }),
  user: { _id: "e1", name: "Bilal", email: "bilal@example.test", phone: null, is_admin: true, permissions: [] },
  company: {
    _id: "c1",
    company_name: "Indus Freight",
    merchant_id: "PL-ABCDEFGH",
    currency: "PKR",
    time_zone: "Asia/Karachi",
    country_code: "PK",
  },
});

/** A browser's cookie jar as `document.cookie` shows it: writing one cookie, reading them all. */
let jar: Map<string, string>;

beforeEach(() => {
  jar = new Map();
  vi.stubGlobal("window", { location: { protocol: "http:" } });
  vi.stubGlobal("document", {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    },
    set cookie(written: string) {
      const [pair = ""] = written.split(";");
      const [name = "", value = ""] = pair.split("=");
      jar.set(name.trim(), value);
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("a session that ends with the browser", () => {
  it("is a fleet session signed in without Keep me logged in, not a remembered one nor the shop's", () => {
    expect(endsWithBrowser(fleetSession(false))).toBe(true);
    // The sign-up signs in without the choice: it ends with the browser too.
    expect(endsWithBrowser(fleetSession())).toBe(true);
    expect(endsWithBrowser(fleetSession(true))).toBe(false);
    expect(endsWithBrowser(testSession())).toBe(false);
  });

  it("has outlived the browser when no mark of this browser run is found", () => {
    expect(hasOutlivedBrowser(fleetSession(false))).toBe(true);
    markBrowserRun();
    expect(hasOutlivedBrowser(fleetSession(false))).toBe(false);
    // A closed browser drops its session cookies: the mark is gone with them.
    jar.clear();
    expect(hasOutlivedBrowser(fleetSession(false))).toBe(true);
  });

  it("never counts a remembered session or the shop's as outlived", () => {
    expect(hasOutlivedBrowser(fleetSession(true))).toBe(false);
    expect(hasOutlivedBrowser(testSession())).toBe(false);
  });

  it("marks the run with a cookie that has no expiry, so the browser drops it when it closes", () => {
    const written: string[] = [];
    vi.stubGlobal("document", {
      get cookie() {
        return "";
      },
      set cookie(value: string) {
        written.push(value);
      },
    });
    markBrowserRun();
    expect(written).toEqual(["pitlane.browser-run=1; Path=/; SameSite=Strict"]);
    expect(written[0]).not.toMatch(/expires|max-age/i);
  });
});
