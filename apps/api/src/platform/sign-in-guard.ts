import type { Config } from "../config.js";
import { AccountLockout } from "./account-lockout.js";
import { RateLimiter } from "./rate-limit.js";
import type { Clock } from "./tenant-zones.js";

/**
 * The limits every sign-in keeps, the shop's, the fleet portal's and the console's alike (decision
 * 0031): failed guesses per e-mail and address, and per account however many addresses they come from.
 */
export function createSignInGuard(
  limits: Pick<Config["limits"], "loginFailuresPerMinute" | "accountLockout">,
  clock?: Clock,
) {
  const attempts = new RateLimiter(limits.loginFailuresPerMinute);
  const accounts = new AccountLockout(limits.accountLockout, clock);
  return {
    /** Counted before the slow password check, so parallel guesses cannot all slip under the limit. */
    check(email: string, ip: string): void {
      attempts.consume(`${email}|${ip}`);
      accounts.attempt(email);
    },
    passed(email: string, ip: string): void {
      attempts.reset(`${email}|${ip}`);
      accounts.succeeded(email);
    },
    /** The per-attempt count alone, for another password guess (the current one, when changing it). */
    attempts,
  };
}
