import { DomainError } from "@pitlane/domain";

/**
 * A fixed-window counter per key, in this process's memory: enough for the one-process server
 * (see docs/decisions/0004-in-process-rate-limits.md).
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  isLimited(key: string): boolean {
    return this.secondsLeft(key) > 0;
  }

  /** Whole seconds until the key may try again: 0 while it is under its limit. */
  secondsLeft(key: string): number {
    const entry = this.hits.get(key);
    const left = entry && entry.count >= this.max ? entry.resetAt - this.now() : 0;
    return left > 0 ? Math.ceil(left / 1000) : 0;
  }

  hit(key: string): void {
    const now = this.now();
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.hits.size > 10_000) this.sweep(now);
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
    } else {
      entry.count++;
    }
  }

  /** Counts the attempt and refuses it once the key is past its limit. */
  consume(key: string): void {
    const wait = this.secondsLeft(key);
    if (wait > 0) throw tooManyAttempts(wait);
    this.hit(key);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

export const tooManyAttempts = (retryAfterSeconds: number) =>
  new DomainError("RATE_LIMITED", "too_many_attempts", { retryAfterSeconds });
