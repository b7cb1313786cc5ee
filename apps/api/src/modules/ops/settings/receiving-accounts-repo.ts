import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { receivingAccounts } from "../../../db/schema/index.js";

export type ReceivingAccountRow = typeof receivingAccounts.$inferSelect;

/** The platform's receiving accounts, every one of them: the console lists the inactive too. */
export function createReceivingAccountsRepo(db: Db) {
  return {
    all(tx: Db = db): Promise<ReceivingAccountRow[]> {
      return tx.select().from(receivingAccounts);
    },
    async get(tx: Db, id: string): Promise<ReceivingAccountRow | null> {
      const [row] = await tx.select().from(receivingAccounts).where(eq(receivingAccounts.id, id));
      return row ?? null;
    },
    async add(
      tx: Db,
      row: Pick<ReceivingAccountRow, "countryCode" | "bankCode" | "accountTitle" | "iban" | "createdBy">,
    ): Promise<ReceivingAccountRow> {
      const [inserted] = await tx.insert(receivingAccounts).values(row).returning();
      if (!inserted) throw new Error("a receiving account not inserted");
      return inserted;
    },
    async update(
      tx: Db,
      id: string,
      change: Pick<ReceivingAccountRow, "accountTitle" | "iban" | "active">,
    ): Promise<ReceivingAccountRow> {
      const [updated] = await tx
        .update(receivingAccounts)
        .set({ ...change, updatedAt: sql`now()` })
        .where(eq(receivingAccounts.id, id))
        .returning();
      if (!updated) throw new Error("a receiving account locked by the settings is missing");
      return updated;
    },
  };
}
export type ReceivingAccountsRepo = ReturnType<typeof createReceivingAccountsRepo>;
