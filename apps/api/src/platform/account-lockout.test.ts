import { authEndpoints, fleetAuthEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/app.js";
import { createCompany } from "../test/factories/fleet.js";
import { TEST_PASSWORD, createShop } from "../test/factories/shop.js";
import { refusalEnvelope } from "../test/refusals.js";

// Time stands still while a test holds it, so a lock lasts exactly as long as the server says.
let heldAt: number | null = null;
const t = useTestApp({ TRUST_PROXY: "true" }, { clock: () => new Date(heldAt ?? Date.now()) });

const TOO_MANY = refusalEnvelope(429, "Too many attempts. Please wait a minute and try again.");
/** Every guess from an address of its own, as an attack through a proxy with `TRUST_PROXY=true` was. */
const addressOf = (i: number) => `203.0.${Math.floor(i / 250)}.${(i % 250) + 1}`;

const backOffices = [
  { name: "shop dashboard", login: authEndpoints.login, newAccount: async () => (await createShop(t)).email },
  { name: "fleet portal", login: fleetAuthEndpoints.login, newAccount: async () => (await createCompany(t)).email },
];

describe.each(backOffices)("sign-in to the $name, per account", ({ login, newAccount }) => {
  const signIn = (email: string, password: string, address: string) =>
    t.api.call(login, { body: { email, password }, headers: { "x-forwarded-for": address } });

  it("locks the account whatever the address: 100 wrong passwords from 100 addresses end in 429 with Retry-After", async () => {
    const { freeFailures } = t.config.limits.accountLockout;
    const email = await newAccount();
    const other = await newAccount();
    heldAt = Date.now();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 100; i++) statuses.push((await signIn(email, `wrong-guess-${i}`, addressOf(i))).status);
      // The free failures, then one more that starts the first lock (1 s); every later guess waits.
      expect(statuses.filter((s) => s === 401)).toHaveLength(freeFailures + 1);
      expect(statuses.slice(freeFailures + 1).every((s) => s === 429)).toBe(true);

      const locked = await signIn(email, TEST_PASSWORD, "198.51.100.7");
      expect(locked.status).toBe(429);
      expect(locked.body).toEqual(TOO_MANY);
      expect(locked.headers["retry-after"]).toBe("1");
      // Another account, even from an address the attack used, is not touched.
      expect((await signIn(other, TEST_PASSWORD, addressOf(3))).status).toBe(200);

      heldAt += 1000;
      expect((await signIn(email, TEST_PASSWORD, "198.51.100.7")).status).toBe(200);
      // The right password forgets the failures: the next wrong one is a plain 401 again.
      expect((await signIn(email, "wrong-again", "198.51.100.7")).status).toBe(401);
    } finally {
      heldAt = null;
    }
  });
});

describe("an hour of guessing at one account", () => {
  const signIn = (email: string, password: string, address: string) =>
    t.api.call(authEndpoints.login, { body: { email, password }, headers: { "x-forwarded-for": address } });

  // About 76 real password checks: slow on a busy machine, so one back office plays the hour (the
  // fleet portal's sign-in uses the same lockout).
  it(
    "allows fewer than 100 failures in an hour to a guesser who always waits as told, and no lock over a minute",
    { timeout: 120_000 },
    async () => {
      const { maxLockSeconds } = t.config.limits.accountLockout;
      const { email } = await createShop(t);
      const start = Date.now();
      heldAt = start;
      try {
        let failures = 0;
        let longest = 0;
        for (let i = 0; heldAt < start + 3_600_000; i++) {
          const res = await signIn(email, `wrong-guess-${i}`, addressOf(i));
          if (res.status === 401) failures++;
          else {
            expect(res.status).toBe(429);
            const wait = Number(res.headers["retry-after"]);
            longest = Math.max(longest, wait);
            heldAt += wait * 1000;
          }
        }
        expect(failures).toBeLessThanOrEqual(100);
        expect(longest).toBe(maxLockSeconds);
        // The owner waits out at most the last lock once the guessing stops.
        heldAt += maxLockSeconds * 1000;
        expect((await signIn(email, TEST_PASSWORD, "198.51.100.8")).status).toBe(200);
      } finally {
        heldAt = null;
      }
    },
  );
});
