import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { invoices, payments } from "../../../db/schema/index.js";

/**
 * The changes of an issued invoice, each inside the caller's transaction after `lock`: the row
 * lock (SELECT ... FOR UPDATE) makes two payments, or a payment and a void, of one invoice wait for
 * each other, so the second sees what the first paid.
 */
export const invoiceWrites = {
  async lock(tx: Db, tenantId: string, id: string) {
    const [row] = await tx
      .select({
        id: invoices.id,
        branchId: invoices.branchId,
        jobCardId: invoices.jobCardId,
        issuedAt: invoices.issuedAt,
        totalMinor: invoices.totalMinor,
        paidMinor: invoices.paidMinor,
        voidedAt: invoices.voidedAt,
      })
      .from(invoices)
      .where(and(eq(invoices.shopId, tenantId), eq(invoices.id, id)))
      .for("update");
    return row ?? null;
  },

  async addPayment(
    tx: Db,
    payment: {
      shopId: string;
      invoiceId: string;
      amountMinor: number;
      note: string | null;
      recordedBy: string;
      /** Now unless given (the demo seed records past payments). */
      paidAt?: Date;
    },
    paid: { paidMinor: number; paymentStatus: string },
  ) {
    await tx.insert(payments).values(payment);
    await tx
      .update(invoices)
      .set(paid)
      .where(and(eq(invoices.shopId, payment.shopId), eq(invoices.id, payment.invoiceId)));
  },

  async markVoided(tx: Db, tenantId: string, id: string, reason: string, userId: string, at = new Date()) {
    await tx
      .update(invoices)
      .set({ voidedAt: at, voidReason: reason, voidedBy: userId })
      .where(and(eq(invoices.shopId, tenantId), eq(invoices.id, id)));
  },
};

export type InvoiceWrites = typeof invoiceWrites;
export type LockedInvoice = NonNullable<Awaited<ReturnType<InvoiceWrites["lock"]>>>;
