import { tooManyAttempts } from "./rate-limit.js";
import { realClock, type Clock } from "./tenant-zones.js";

export interface LockoutPolicy {
  /** Failed sign-ins an account may have before each further one locks it. */
  freeFailures: number;
  /** The longest one lock lasts: what an attack costs the account's owner once it stops. */
  maxLockSeconds: number;
}

/** An account without a failure for this long starts again from nothing. */
const FORGET_AFTER_MS = 3_600_000;
/** Accounts followed at once; past that the least recently tried go first (memory stays bounded). */
const MAX_ACCOUNTS = 100_000;

interface Entry {
  failures: number;
  lockedUntil: number;
  lastAttemptAt: number;
}

/**
 * Failed sign-ins per account, whatever address they come from (docs/decisions/0031-sign-in-hardening.md).
 * The first `freeFailures` cost nothing; each one after locks the account twice as long as the one
 * before (1 s, 2 s, 4 s ...) up to `maxLockSeconds`. While locked every attempt is refused, the
 * right password too, and refused attempts do not count. In this process's memory, like the other
 * limits (0004).
 */
export class AccountLockout {
  private readonly accounts = new Map<string, Entry>();

  constructor(
    private readonly policy: LockoutPolicy,
    private readonly clock: Clock = realClock,
  ) {}

  /**
   * Refuses while the account is locked; otherwise counts the attempt as a failure before the (slow)
   * password check, so guesses sent in parallel cannot all pass. `succeeded` takes it back.
   */
  attempt(account: string): void {
    const now = this.clock().getTime();
    const known = this.accounts.get(account);
    const entry = known && now - known.lastAttemptAt < FORGET_AFTER_MS ? known : undefined;
    if (entry && entry.lockedUntil > now) throw tooManyAttempts(Math.ceil((entry.lockedUntil - now) / 1000));
    const failures = (entry?.failures ?? 0) + 1;
    const over = failures - this.policy.freeFailures;
    const lockMs = over > 0 ? Math.min(2 ** (over - 1), this.policy.maxLockSeconds) * 1000 : 0;
    // Deleted and set again, so the map's order is the order of the last attempt.
    this.accounts.delete(account);
    this.accounts.set(account, { failures, lockedUntil: now + lockMs, lastAttemptAt: now });
    if (this.accounts.size > MAX_ACCOUNTS) this.dropOldest();
  }

  /** The right password: the account's failures are forgotten. */
  succeeded(account: string): void {
    this.accounts.delete(account);
  }

  private dropOldest(): void {
    const oldest = this.accounts.keys().next();
    if (!oldest.done) this.accounts.delete(oldest.value);
  }
}
