/** What the cache needs to know of a cached session to drop it: whose it is and which session. */
export interface CachedSessionKeys {
  id: string;
  userId: string;
  tenantId: string;
}

/** How many sessions one process keeps at most: the least recently used goes first. */
export const SESSION_CACHE_ENTRIES = 5_000;

/**
 * The sessions this process resolved in the last few seconds, by token hash, so a signed-in request
 * does not read its session and permissions from the database every time (decision 0026).
 *
 * A drop bumps `epoch`: a database read that began before a drop does not store what it read, so a
 * request racing a revocation cannot put the revoked session back. The services drop after their
 * transaction commits, so no read after the drop can still see the old rows.
 */
export class SessionCache<Row extends CachedSessionKeys> {
  private readonly entries = new Map<string, { row: Row; storedAt: number }>();
  private epoch = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = SESSION_CACHE_ENTRIES,
  ) {}

  /** The row cached for a token hash, while it is fresh. */
  get(hash: string, now: number): Row | null {
    const entry = this.entries.get(hash);
    if (!entry) return null;
    this.entries.delete(hash);
    if (entry.storedAt + this.ttlMs <= now) return null;
    // Insertion order is use order: put it back at the young end.
    this.entries.set(hash, entry);
    return entry.row;
  }

  /** Taken before a database read; `store` needs it back. */
  currentEpoch(): number {
    return this.epoch;
  }

  /** Keeps a row read from the database, unless something was dropped since the read began. */
  store(hash: string, row: Row, readEpoch: number, now: number): void {
    if (this.ttlMs <= 0 || readEpoch !== this.epoch) return;
    this.entries.delete(hash);
    this.entries.set(hash, { row, storedAt: now });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** Drops every cached session the predicate matches; the next request of each reads the database. */
  drop(matches: (row: Row) => boolean): void {
    this.epoch += 1;
    for (const [hash, entry] of this.entries) {
      if (matches(entry.row)) this.entries.delete(hash);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
