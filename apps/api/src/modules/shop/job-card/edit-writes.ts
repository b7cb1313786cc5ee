import type { Span } from "@pitlane/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { appointments, jobCardPackages, jobCardProducts, jobCardServices, jobCards } from "../../../db/schema/index.js";

/** The reads and writes of an edit that a booking has no need of, inside the edit's transaction. */
export const editWrites = {
  /** The job card, its row held until commit: a status change, an appointment's delete or another edit waits. */
  async lockedCard(tx: Db, shopId: string, id: string) {
    const [row] = await tx
      .select()
      .from(jobCards)
      .where(and(eq(jobCards.shopId, shopId), eq(jobCards.id, id)))
      .for("update");
    return row ?? null;
  },

  /** Drops service lines; their appointments go with them (cascade). */
  async deleteServices(tx: Db, shopId: string, jobCardId: string, ids: string[]) {
    if (ids.length === 0) return;
    await tx
      .delete(jobCardServices)
      .where(
        and(
          eq(jobCardServices.shopId, shopId),
          eq(jobCardServices.jobCardId, jobCardId),
          inArray(jobCardServices.id, ids),
        ),
      );
  },

  /** Drops chosen packages with the products they brought. */
  async deletePackages(tx: Db, shopId: string, jobCardId: string, packageIds: string[]) {
    if (packageIds.length === 0) return;
    await tx
      .delete(jobCardProducts)
      .where(
        and(
          eq(jobCardProducts.shopId, shopId),
          eq(jobCardProducts.jobCardId, jobCardId),
          inArray(jobCardProducts.packageId, packageIds),
        ),
      );
    await tx
      .delete(jobCardPackages)
      .where(
        and(
          eq(jobCardPackages.shopId, shopId),
          eq(jobCardPackages.jobCardId, jobCardId),
          inArray(jobCardPackages.packageId, packageIds),
        ),
      );
  },

  async deleteProducts(tx: Db, shopId: string, jobCardId: string, ids: string[]) {
    if (ids.length === 0) return;
    await tx
      .delete(jobCardProducts)
      .where(
        and(
          eq(jobCardProducts.shopId, shopId),
          eq(jobCardProducts.jobCardId, jobCardId),
          inArray(jobCardProducts.id, ids),
        ),
      );
  },

  async setProductQuantity(tx: Db, shopId: string, jobCardId: string, id: string, quantity: number) {
    await tx
      .update(jobCardProducts)
      .set({ quantity })
      .where(
        and(eq(jobCardProducts.shopId, shopId), eq(jobCardProducts.jobCardId, jobCardId), eq(jobCardProducts.id, id)),
      );
  },

  /** Moves a kept line's appointment to its new, checked span. */
  async moveAppointment(tx: Db, shopId: string, jobCardServiceId: string, span: Span) {
    await tx
      .update(appointments)
      .set({ startMinute: span.start, endMinute: span.end })
      .where(and(eq(appointments.shopId, shopId), eq(appointments.jobCardServiceId, jobCardServiceId)));
  },

  async updateCard(tx: Db, shopId: string, id: string, values: Partial<typeof jobCards.$inferInsert>) {
    await tx
      .update(jobCards)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(jobCards.shopId, shopId), eq(jobCards.id, id)));
  },
};
