import { and, count, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { appointments, jobCardProducts, jobCardServices } from "../../../db/schema/index.js";
import { tenantRow } from "../../../db/tenant-row.js";

/** The reads and writes of deleting an appointment, each inside the caller's transaction. */
export const removalWrites = {
  /** The job card the appointment belongs to; null when it is not the shop's. */
  async jobCardOf(tx: Db, shopId: string, appointmentId: string) {
    const [row] = await tx
      .select({ jobCardId: appointments.jobCardId })
      .from(appointments)
      .where(and(eq(appointments.shopId, shopId), eq(appointments.id, appointmentId)));
    return row?.jobCardId ?? null;
  },

  /** The service line the appointment books, with the package it came in (null for one chosen alone). */
  async serviceLineOf(tx: Db, shopId: string, appointmentId: string) {
    const [row] = await tx
      .select({ id: appointments.jobCardServiceId, packageId: jobCardServices.packageId })
      .from(appointments)
      .innerJoin(jobCardServices, tenantRow(jobCardServices, appointments.jobCardServiceId, appointments))
      .where(and(eq(appointments.shopId, shopId), eq(appointments.id, appointmentId)));
    return row ?? null;
  },

  /** Deletes a service line; its appointment goes with it (cascade). */
  async deleteServiceLine(tx: Db, shopId: string, id: string) {
    await tx.delete(jobCardServices).where(and(eq(jobCardServices.shopId, shopId), eq(jobCardServices.id, id)));
  },

  /** How many service and product lines the job card still has. */
  async linesLeft(tx: Db, shopId: string, jobCardId: string) {
    const [services] = await tx
      .select({ n: count() })
      .from(jobCardServices)
      .where(and(eq(jobCardServices.shopId, shopId), eq(jobCardServices.jobCardId, jobCardId)));
    const [products] = await tx
      .select({ n: count() })
      .from(jobCardProducts)
      .where(and(eq(jobCardProducts.shopId, shopId), eq(jobCardProducts.jobCardId, jobCardId)));
    return (services?.n ?? 0) + (products?.n ?? 0);
  },
};
