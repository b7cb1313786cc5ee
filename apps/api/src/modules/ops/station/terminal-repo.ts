import type { TerminalListQuery } from "@pitlane/domain";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { countRows, pageOf } from "../../../db/paging.js";
import { stationTerminals } from "../../../db/schema/index.js";

export type TerminalRow = typeof stationTerminals.$inferSelect;

/** A station's terminals; their keys are never read back, only their hashes written. */
export function createTerminalRepo(db: Db) {
  return {
    /** Newest first, through the (station, created_at) index. */
    list(stationId: string, q: TerminalListQuery) {
      const where = eq(stationTerminals.stationId, stationId);
      return pageOf(
        db,
        db
          .select()
          .from(stationTerminals)
          .where(where)
          .orderBy(desc(stationTerminals.createdAt), desc(stationTerminals.id)),
        countRows(db, stationTerminals, where),
        q,
      );
    },

    async get(tx: Db, stationId: string, terminalId: string): Promise<TerminalRow | null> {
      const [row] = await tx
        .select()
        .from(stationTerminals)
        .where(and(eq(stationTerminals.stationId, stationId), eq(stationTerminals.id, terminalId)));
      return row ?? null;
    },

    async insert(tx: Db, row: Pick<TerminalRow, "stationId" | "name" | "keyHash" | "createdBy">): Promise<TerminalRow> {
      const [inserted] = await tx.insert(stationTerminals).values(row).returning();
      if (!inserted) throw new Error("a terminal not inserted");
      return inserted;
    },

    async revoke(tx: Db, terminalId: string, at: Date): Promise<TerminalRow> {
      const [revoked] = await tx
        .update(stationTerminals)
        .set({ revokedAt: at })
        .where(eq(stationTerminals.id, terminalId))
        .returning();
      if (!revoked) throw new Error("a terminal locked by its station is missing");
      return revoked;
    },
  };
}

export type TerminalRepo = ReturnType<typeof createTerminalRepo>;
