import { conflict, notFound } from "@pitlane/domain";
import { and, count, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { appointments, jobCardProducts, jobCardServices, jobCards } from "../../../db/schema/index.js";
import type { RequestContext } from "../../../platform/route.js";

async function jobCardOf(tx: Db, shopId: string, appointmentId: string) {
  const [row] = await tx
    .select({ jobCardId: appointments.jobCardId })
    .from(appointments)
    .where(and(eq(appointments.shopId, shopId), eq(appointments.id, appointmentId)));
  return row?.jobCardId ?? null;
}

async function linesLeft(tx: Db, jobCardId: string) {
  const [services] = await tx
    .select({ n: count() })
    .from(jobCardServices)
    .where(eq(jobCardServices.jobCardId, jobCardId));
  const [products] = await tx
    .select({ n: count() })
    .from(jobCardProducts)
    .where(eq(jobCardProducts.jobCardId, jobCardId));
  return (services?.n ?? 0) + (products?.n ?? 0);
}

/**
 * Deletes an appointment of a booked job card with its service and provider pair (the appointment
 * goes with the pair), holding the job card's row so a start or cancel waits. A job card left with
 * nothing to do is cancelled rather than erased: its number stays in the books.
 */
export function createAppointmentRemoval(db: Db) {
  return (ctx: RequestContext, id: string): Promise<void> =>
    db.transaction(async (tx) => {
      const jobCardId = await jobCardOf(tx, ctx.tenantId, id);
      if (!jobCardId) throw notFound("appointment_not_found");
      const [card] = await tx
        .select({ status: jobCards.status })
        .from(jobCards)
        .where(eq(jobCards.id, jobCardId))
        .for("update");
      if (card?.status !== "booked") throw conflict("appointment_locked");
      const [pair] = await tx
        .select({ id: appointments.jobCardServiceId, packageId: jobCardServices.packageId })
        .from(appointments)
        .innerJoin(jobCardServices, eq(jobCardServices.id, appointments.jobCardServiceId))
        .where(eq(appointments.id, id));
      // Deleted meanwhile by a request that held the job card first.
      if (!pair) throw notFound("appointment_not_found");
      // The package is charged whole: dropping one of its services would bill work not done.
      if (pair.packageId !== null) throw conflict("appointment_in_package");
      await tx.delete(jobCardServices).where(eq(jobCardServices.id, pair.id));
      if ((await linesLeft(tx, jobCardId)) === 0) {
        const now = new Date();
        await tx
          .update(jobCards)
          .set({ status: "cancelled", cancelledAt: now, updatedAt: now })
          .where(eq(jobCards.id, jobCardId));
      }
    });
}
