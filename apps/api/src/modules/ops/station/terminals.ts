import {
  conflict,
  notFound,
  type ListResult,
  type NewTerminalDto,
  type TerminalBody,
  type TerminalDto,
  type TerminalListQuery,
} from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import type { RequestContext } from "../../../platform/route.js";
import type { Clock } from "../../../platform/tenant-zones.js";
import { recordAudit } from "../audit.js";
import { toTerminalDto } from "./presenter.js";
import type { StationRepo } from "./repo.js";
import { newTerminalKey } from "./terminal-key.js";
import type { TerminalKeyCache } from "./terminal-key-cache.js";
import type { TerminalRepo } from "./terminal-repo.js";

interface Deps {
  db: Db;
  stations: StationRepo;
  terminals: TerminalRepo;
  clock: Clock;
  /** The terminals' keys this process keeps for a few seconds: a revoked one is dropped. */
  terminalKeys: TerminalKeyCache;
}

/** What the audit keeps of a terminal: never its key, nor the key's hash. */
const audited = (terminal: TerminalDto) => ({
  name: terminal.name,
  status: terminal.status,
  revoked_at: terminal.revoked_at,
});

/**
 * A station's terminals: each made with a random key shown once, revoked rather than deleted
 * (purchases name the terminal). Changes wait on the station's row lock and are audited.
 */
export function createTerminalService({ db, stations, terminals, clock, terminalKeys }: Deps) {
  async function lockStation(tx: Db, stationId: string) {
    if (!(await stations.lock(tx, stationId))) throw notFound("station_not_found");
  }

  return {
    async list(stationId: string, q: TerminalListQuery): Promise<ListResult<TerminalDto>> {
      if (!(await stations.get(stationId))) throw notFound("station_not_found");
      const page = await terminals.list(stationId, q);
      return { ...page, items: page.items.map(toTerminalDto) };
    },

    add(ctx: RequestContext, stationId: string, body: TerminalBody): Promise<NewTerminalDto> {
      return db.transaction(async (tx) => {
        await lockStation(tx, stationId);
        const { key, hash } = newTerminalKey();
        const terminal = toTerminalDto(
          await terminals.insert(tx, { stationId, name: body.name, keyHash: hash, createdBy: ctx.userId }),
        );
        await recordAudit(tx, ctx, {
          action: "terminal.add",
          targetType: "station_terminal",
          targetId: terminal._id,
          after: { station_id: stationId, ...audited(terminal) },
        });
        return { ...terminal, key };
      });
    },

    /** Once: a revoked terminal answers 409 `terminal_revoked`. */
    async revoke(ctx: RequestContext, stationId: string, terminalId: string): Promise<TerminalDto> {
      const revoked = await db.transaction(async (tx) => {
        await lockStation(tx, stationId);
        const row = await terminals.get(tx, stationId, terminalId);
        if (!row) throw notFound("terminal_not_found");
        if (row.revokedAt) throw conflict("terminal_revoked");
        const after = toTerminalDto(await terminals.revoke(tx, terminalId, clock()));
        await recordAudit(tx, ctx, {
          action: "terminal.revoke",
          targetType: "station_terminal",
          targetId: terminalId,
          before: audited(toTerminalDto(row)),
          after: audited(after),
        });
        return after;
      });
      // Committed: the key answers 401 from its next request on, not after the cache's seconds.
      terminalKeys.forgetTerminal(terminalId);
      return revoked;
    },
  };
}

export type TerminalService = ReturnType<typeof createTerminalService>;
