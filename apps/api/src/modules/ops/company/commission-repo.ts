import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { commissionRates } from "../../../db/schema/index.js";

export type CommissionRow = typeof commissionRates.$inferSelect;

/** A company's commission rates by the day they start from. */
export function createCommissionRepo(db: Db) {
  return {
    /** Newest first: the latest start on top, the one in force among the first. */
    history(companyId: string, tx: Db = db): Promise<CommissionRow[]> {
      return tx
        .select()
        .from(commissionRates)
        .where(eq(commissionRates.companyId, companyId))
        .orderBy(desc(commissionRates.effectiveFrom));
    },

    async onDay(tx: Db, companyId: string, effectiveFrom: string): Promise<CommissionRow | null> {
      const [row] = await tx
        .select()
        .from(commissionRates)
        .where(and(eq(commissionRates.companyId, companyId), eq(commissionRates.effectiveFrom, effectiveFrom)));
      return row ?? null;
    },

    /** The rate from the day on; the same company and day again replaces that day's row. */
    async set(tx: Db, row: { companyId: string; rateBp: number; effectiveFrom: string; createdBy: string }) {
      const [saved] = await tx
        .insert(commissionRates)
        .values(row)
        .onConflictDoUpdate({
          target: [commissionRates.companyId, commissionRates.effectiveFrom],
          set: { rateBp: row.rateBp, createdBy: row.createdBy, createdAt: sql`now()` },
        })
        .returning();
      if (!saved) throw new Error("a commission rate neither inserted nor replaced");
      return saved;
    },
  };
}

export type CommissionRepo = ReturnType<typeof createCommissionRepo>;
