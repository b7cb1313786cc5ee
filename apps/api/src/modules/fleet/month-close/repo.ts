import { desc, eq, min, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { companies, fleetStatements, ledgerTransfers } from "../../../db/schema/index.js";

/** The reads a month's close needs: the company's clock and money, and where its closed months stop. */
export const monthCloseRepo = {
  async company(db: Db, companyId: string) {
    const [row] = await db
      .select({ timeZone: companies.timeZone, currency: companies.currency, createdAt: companies.createdAt })
      .from(companies)
      .where(eq(companies.id, companyId));
    return row ?? null;
  },

  /** The last month closed: its statement is written, so the month is. */
  async lastClosed(db: Db, companyId: string) {
    const [row] = await db
      .select({ month: fleetStatements.month, number: fleetStatements.number, endsAt: fleetStatements.endsAt })
      .from(fleetStatements)
      .where(eq(fleetStatements.companyId, companyId))
      .orderBy(desc(fleetStatements.month))
      .limit(1);
    return row ?? null;
  },

  /** The company's first money movement: a company's money can be older than its row (an imported history). */
  async firstTransfer(db: Db, companyId: string): Promise<Date | null> {
    const [row] = await db
      .select({ at: min(ledgerTransfers.createdAt) })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.companyId, companyId));
    return row?.at ?? null;
  },

  /**
   * One close of a company's months at a time: a lock of the company's own, taken in the closing
   * transaction, which nothing at the pump waits for (the pump locks the company's accounts).
   */
  async lockMonths(tx: Db, companyId: string) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`month-close:${companyId}`}, 0))`);
  },

  async isClosed(tx: Db, companyId: string, month: string) {
    const [row] = await tx
      .select({ id: fleetStatements.id })
      .from(fleetStatements)
      .where(sql`${fleetStatements.companyId} = ${companyId} and ${fleetStatements.month} = ${month}`);
    return row !== undefined;
  },

  /** Every company, a page at a time by id: what the periodic close walks. */
  async companyIdsAfter(db: Db, after: string | null, limit: number) {
    const rows = await db
      .select({ id: companies.id })
      .from(companies)
      .where(after ? sql`${companies.id} > ${after}` : undefined)
      .orderBy(companies.id)
      .limit(limit);
    return rows.map((row) => row.id);
  },
};
