import { forbidden, TERMINAL_KEY_HEADER, unauthorized, type FuelType } from "@pitlane/domain";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.js";
import { stationTerminals, stations } from "../../db/schema/index.js";
import type { RequestContext } from "../../platform/route.js";
import { hashTerminalKey } from "../ops/index.js";

export interface TerminalStation {
  stationId: string;
  terminalId: string;
  station: string;
  terminal: string;
  countryId: string;
  sells: FuelType[];
}

/**
 * The terminals: who a station's request comes from, by the key in its header (a station's own
 * point of sale; no cookie, no CSRF), read once per request by the key's hash.
 */
export function createTerminals(db: Db) {
  const byHash = db
    .select({
      stationId: stations.id,
      terminalId: stationTerminals.id,
      station: stations.name,
      terminal: stationTerminals.name,
      countryId: stations.countryId,
      sells: stations.fuelTypes,
      active: sql<boolean>`${stations.status} = 'active'`,
    })
    .from(stationTerminals)
    .innerJoin(stations, eq(stations.id, stationTerminals.stationId))
    .where(and(eq(stationTerminals.keyHash, sql.placeholder("hash")), isNull(stationTerminals.revokedAt)))
    .limit(1)
    .prepare("station_terminal_by_key");

  async function find(request: FastifyRequest): Promise<TerminalStation> {
    const key = request.headers[TERMINAL_KEY_HEADER];
    if (typeof key !== "string" || key.length === 0 || key.length > 200) throw unauthorized("terminal_key_invalid");
    const [found] = await byHash.execute({ hash: hashTerminalKey(key) });
    if (!found) throw unauthorized("terminal_key_invalid");
    if (!found.active) throw forbidden("station_inactive");
    return found;
  }

  const known = new WeakMap<FastifyRequest, TerminalStation>();
  return {
    /** For the route's guard: the terminal as the request's caller. */
    async authenticate(request: FastifyRequest): Promise<RequestContext> {
      const terminal = await find(request);
      known.set(request, terminal);
      return {
        tenantId: terminal.stationId,
        userId: terminal.terminalId,
        sessionId: `terminal:${terminal.terminalId}`,
        permissions: [],
      };
    },
    /** The station of an authenticated request. */
    of(request: FastifyRequest): TerminalStation {
      const terminal = known.get(request);
      if (!terminal) throw new Error("station request without its terminal");
      return terminal;
    },
  };
}

export type Terminals = ReturnType<typeof createTerminals>;
