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
    const entry = this.hits.get(key);
    return entry !== undefined && entry.resetAt > this.now() && entry.count >= this.max;
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
    if (this.isLimited(key)) throw tooManyAttempts();
    this.hit(key);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

export const tooManyAttempts = () => new DomainError("RATE_LIMITED", "too_many_attempts");
