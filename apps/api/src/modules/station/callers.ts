import { forbidden, TERMINAL_KEY_HEADER, unauthorized, type FuelType } from "@pitlane/domain";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.js";
import { stationTerminals, stationUsers, stations } from "../../db/schema/index.js";
import { authenticate, type RequestContext } from "../../platform/route.js";
import type { SessionStore } from "../../platform/sessions.js";
import { hashTerminalKey, type TerminalKeyCache } from "../ops/index.js";

/** Who is serving at the station: its own system by its terminal key, or an attendant signed in. */
export interface StationCaller {
  stationId: string;
  terminalId: string | null;
  attendantId: string | null;
  station: string;
  /** The terminal's name, or the attendant's. */
  name: string;
  countryId: string;
  sells: FuelType[];
  active: boolean;
}

const stationColumns = {
  stationId: stations.id,
  station: stations.name,
  countryId: stations.countryId,
  sells: stations.fuelTypes,
  active: sql<boolean>`${stations.status} = 'active'`,
};

/**
 * Who a station's request comes from (decision 0040): a point of sale sends its terminal key in a
 * header (no cookie, no CSRF); the terminal page sends an attendant's session, like every sign-in.
 * Each is one indexed read, kept for a few seconds as sessions are (dropped at once when the console
 * revokes the terminal or changes its station in this process).
 */
export function createStationCallers(db: Db, sessions: SessionStore, terminalKeys: TerminalKeyCache) {
  const terminalByHash = db
    .select({ ...stationColumns, terminalId: stationTerminals.id, name: stationTerminals.name })
    .from(stationTerminals)
    .innerJoin(stations, eq(stations.id, stationTerminals.stationId))
    .where(and(eq(stationTerminals.keyHash, sql.placeholder("hash")), isNull(stationTerminals.revokedAt)))
    .limit(1)
    .prepare("station_terminal_by_key");
  const attendantById = db
    .select({ ...stationColumns, attendantId: stationUsers.id, name: stationUsers.name })
    .from(stationUsers)
    .innerJoin(stations, eq(stations.id, stationUsers.stationId))
    .where(eq(stationUsers.id, sql.placeholder("id")))
    .limit(1)
    .prepare("station_attendant_by_id");

  async function byKey(request: FastifyRequest): Promise<{ ctx: RequestContext; caller: StationCaller }> {
    const key = request.headers[TERMINAL_KEY_HEADER];
    if (typeof key !== "string" || key.length === 0 || key.length > 200) throw unauthorized("terminal_key_invalid");
    const hash = hashTerminalKey(key);
    const found = await terminalKeys.resolve(hash, async () => (await terminalByHash.execute({ hash }))[0]);
    if (!found) throw unauthorized("terminal_key_invalid");
    if (!found.active) throw forbidden("station_inactive");
    const ctx = {
      tenantId: found.stationId,
      userId: found.terminalId,
      sessionId: `terminal:${found.terminalId}`,
      permissions: [],
    };
    return { ctx, caller: { ...found, attendantId: null } };
  }

  async function bySession(request: FastifyRequest): Promise<{ ctx: RequestContext; caller: StationCaller }> {
    const ctx = await authenticate(request, sessions, "station", true);
    const [found] = await attendantById.execute({ id: ctx.userId });
    if (!found) throw unauthorized();
    return { ctx, caller: { ...found, terminalId: null } };
  }

  const callers = new WeakMap<FastifyRequest, StationCaller>();
  return {
    /** For the route's guard: the caller of a station route, by its key or its session. */
    async authenticate(request: FastifyRequest): Promise<RequestContext> {
      const isTerminal = request.headers[TERMINAL_KEY_HEADER] !== undefined;
      const { ctx, caller } = isTerminal ? await byKey(request) : await bySession(request);
      callers.set(request, caller);
      return ctx;
    },
    /** The caller of an authenticated station request. */
    of(request: FastifyRequest): StationCaller {
      const caller = callers.get(request);
      if (!caller) throw new Error("station request without its caller");
      return caller;
    },
    /** An attendant's station, for the sign-in's answer. */
    async attendant(id: string): Promise<StationCaller | null> {
      const [found] = await attendantById.execute({ id });
      return found ? { ...found, terminalId: null } : null;
    },
  };
}

export type StationCallers = ReturnType<typeof createStationCallers>;
