import { DomainError } from "@pitlane/domain";

/** A budget: at most `burst` requests at once, refilled at `perSecond` (docs/decisions/0032-request-limits.md). */
export interface Budget {
  burst: number;
  perSecond: number;
}

/** The four budgets every signed-in request is counted against; exports and imports also the bulk ones. */
export interface RequestBudgets {
  session: Budget;
  tenant: Budget;
  sessionBulk: Budget;
  tenantBulk: Budget;
}

interface Bucket {
  tokens: number;
  /** When `tokens` was last brought up to date, in the limiter's milliseconds. */
  at: number;
}

/** Past this many keys a new one first drops the idle ones; the bar then follows the live count. */
const SWEEP_FLOOR = 10_000;

/**
 * A token bucket per key, in this process's memory. A bucket is refilled when it is next looked at,
 * never by a timer, and buckets left full (idle keys) are dropped only when the map has grown: a
 * check is a map lookup and some arithmetic, with one allocation the first time a key is seen.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();
  private readonly perMs: number;
  private sweepAt = SWEEP_FLOOR;

  constructor(private readonly budget: Budget) {
    this.perMs = budget.perSecond / 1000;
  }

  /** The key's bucket, refilled up to `now`. */
  bucketOf(key: string, now: number): Bucket {
    const bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= this.sweepAt) this.sweep(now);
      const fresh = { tokens: this.budget.burst, at: now };
      this.buckets.set(key, fresh);
      return fresh;
    }
    if (now > bucket.at) {
      bucket.tokens = Math.min(this.budget.burst, bucket.tokens + (now - bucket.at) * this.perMs);
      bucket.at = now;
    }
    return bucket;
  }

  /** Milliseconds until the bucket holds a whole request again: 0 when it holds one now. */
  waitOf(bucket: Bucket): number {
    return bucket.tokens >= 1 ? 0 : (1 - bucket.tokens) / this.perMs;
  }

  get size(): number {
    return this.buckets.size;
  }

  private sweep(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.at) * this.perMs >= this.budget.burst) this.buckets.delete(key);
    }
    // Many live keys: sweep again only once the map has doubled, so sweeping stays O(1) per new key.
    this.sweepAt = Math.max(SWEEP_FLOOR, this.buckets.size * 2);
  }
}

export const tooManyRequests = (retryAfterSeconds: number) =>
  new DomainError("RATE_LIMITED", "too_many_requests", { retryAfterSeconds });

/**
 * The request limits of signed-in requests: one budget per session (one user's tab cannot flood the
 * server), one per tenant (a shop or company with many sessions cannot slow the others down), and
 * tighter ones for exports and imports. Shop and company ids are UUIDs, so one map serves both realms.
 */
export class RequestLimits {
  private readonly sessions: TokenBuckets;
  private readonly tenants: TokenBuckets;
  private readonly bulkSessions: TokenBuckets;
  private readonly bulkTenants: TokenBuckets;

  constructor(
    budgets: RequestBudgets,
    /** Milliseconds of a clock that never goes back; tests move it by hand. */
    private readonly now: () => number = performance.now.bind(performance),
  ) {
    this.sessions = new TokenBuckets(budgets.session);
    this.tenants = new TokenBuckets(budgets.tenant);
    this.bulkSessions = new TokenBuckets(budgets.sessionBulk);
    this.bulkTenants = new TokenBuckets(budgets.tenantBulk);
  }

  /**
   * Counts the request against every budget it falls under, or (when any is spent) against none
   * and refuses it with the seconds until all of them hold one again: a refused request costs
   * nothing, so a client that retries at Retry-After gets through.
   */
  admit(sessionId: string, tenantId: string, isBulk: boolean): void {
    const now = this.now();
    const session = this.sessions.bucketOf(sessionId, now);
    const tenant = this.tenants.bucketOf(tenantId, now);
    let waitMs = Math.max(this.sessions.waitOf(session), this.tenants.waitOf(tenant));
    if (isBulk) {
      const bulkSession = this.bulkSessions.bucketOf(sessionId, now);
      const bulkTenant = this.bulkTenants.bucketOf(tenantId, now);
      waitMs = Math.max(waitMs, this.bulkSessions.waitOf(bulkSession), this.bulkTenants.waitOf(bulkTenant));
      if (waitMs > 0) throw tooManyRequests(Math.ceil(waitMs / 1000));
      bulkSession.tokens--;
      bulkTenant.tokens--;
    }
    if (waitMs > 0) throw tooManyRequests(Math.ceil(waitMs / 1000));
    session.tokens--;
    tenant.tokens--;
  }
}

declare module "fastify" {
  interface FastifyInstance {
    /** The one set of request limits of the process, which every signed-in route counts against. */
    requestLimits: RequestLimits;
  }
}
