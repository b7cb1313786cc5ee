import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import {
  invoiceLines,
  invoices,
  jobCardPackages,
  jobCardProducts,
  jobCardServices,
  jobCards,
  shops,
} from "../../../db/schema/index.js";

/** The reads and writes of issuing an invoice, each inside the transaction that completes its job card. */
export const issueWrites = {
  /** What the invoice takes from its job card besides the lines: the client and the branch. */
  async jobCardOf(tx: Db, shopId: string, jobCardId: string) {
    const [row] = await tx
      .select({ clientId: jobCards.clientId, branchId: jobCards.branchId })
      .from(jobCards)
      .where(and(eq(jobCards.id, jobCardId), eq(jobCards.shopId, shopId)));
    return row ?? null;
  },

  /** The job card's stored lines, each kind by name. */
  async linesOf(tx: Db, shopId: string, jobCardId: string) {
    // One query after another: a transaction holds one connection.
    const packages = await tx
      .select()
      .from(jobCardPackages)
      .where(and(eq(jobCardPackages.jobCardId, jobCardId), eq(jobCardPackages.shopId, shopId)))
      .orderBy(jobCardPackages.name);
    const services = await tx
      .select()
      .from(jobCardServices)
      .where(and(eq(jobCardServices.jobCardId, jobCardId), eq(jobCardServices.shopId, shopId)))
      .orderBy(jobCardServices.name);
    const products = await tx
      .select()
      .from(jobCardProducts)
      .where(and(eq(jobCardProducts.jobCardId, jobCardId), eq(jobCardProducts.shopId, shopId)))
      .orderBy(jobCardProducts.name);
    return { packages, services, products };
  },

  /** The seller as it stands now, its row held until the invoice commits: the currency cannot change under it (see shop/repo.ts). */
  async lockedSeller(tx: Db, shopId: string) {
    const [row] = await tx
      .select({
        name: shops.shopName,
        vatNumber: shops.vatNumber,
        vatRateBp: shops.vatRateBp,
        currency: shops.currency,
        timeZone: shops.timeZone,
      })
      .from(shops)
      .where(eq(shops.id, shopId))
      .for("share");
    return row ?? null;
  },

  async insertInvoice(tx: Db, values: typeof invoices.$inferInsert): Promise<string> {
    const [row] = await tx.insert(invoices).values(values).returning({ id: invoices.id });
    if (!row) throw new Error("The invoice insert returned no row");
    return row.id;
  },

  async insertLines(tx: Db, rows: (typeof invoiceLines.$inferInsert)[]) {
    if (rows.length > 0) await tx.insert(invoiceLines).values(rows);
  },
};
