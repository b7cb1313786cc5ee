import { SessionCache } from "../../../platform/session-cache.js";

/** Who a terminal key names, as the station area reads it: the terminal and its station. */
interface Named {
  terminalId: string;
  stationId: string;
}

/**
 * The terminal keys this process resolved in the last few seconds, by the key's hash, so a point of
 * sale's request does not read its terminal from the database every time (as sessions are cached,
 * decision 0026). Revoking a terminal or changing its station through the console drops it here once
 * the change commits; another process sees the change within the cache's seconds.
 */
export function createTerminalKeyCache(ttlMs: number) {
  const cache = new SessionCache<{ id: string; userId: string; tenantId: string; found: Named }>(ttlMs);
  return {
    /** The cached answer for the key's hash, else `read`'s (kept when it names a terminal). */
    async resolve<Found extends Named>(hash: string, read: () => Promise<Found | undefined>): Promise<Found | null> {
      const now = Date.now();
      const cached = cache.get(hash, now);
      if (cached) return cached.found as Found;
      const epoch = cache.currentEpoch();
      const found = await read();
      if (!found) return null;
      cache.store(
        hash,
        { id: found.terminalId, userId: found.terminalId, tenantId: found.stationId, found },
        epoch,
        now,
      );
      return found;
    },
    /** After a terminal's revocation commits. */
    forgetTerminal(terminalId: string): void {
      cache.drop((entry) => entry.id === terminalId);
    },
    /** After a station's change commits (its status, its fuels, its country): its terminals read again. */
    forgetStation(stationId: string): void {
      cache.drop((entry) => entry.tenantId === stationId);
    },
  };
}

export type TerminalKeyCache = ReturnType<typeof createTerminalKeyCache>;
