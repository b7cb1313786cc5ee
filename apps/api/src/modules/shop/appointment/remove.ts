import { conflict, notFound } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import type { RequestContext } from "../../../platform/route.js";
import { statusWrites } from "../job-card/status-repo.js";
import { removalWrites } from "./remove-repo.js";

/**
 * Deletes an appointment of a booked job card with its service and provider pair (the appointment
 * goes with the pair), holding the job card's row so a start or cancel waits. A job card left with
 * nothing to do is cancelled rather than erased: its number stays in the books.
 */
export function createAppointmentRemoval(db: Db) {
  return (ctx: RequestContext, id: string): Promise<void> =>
    db.transaction(async (tx) => {
      const shopId = ctx.tenantId;
      const jobCardId = await removalWrites.jobCardOf(tx, shopId, id);
      if (!jobCardId) throw notFound("appointment_not_found");
      const card = await statusWrites.lockedStatus(tx, shopId, jobCardId);
      if (card?.status !== "booked") throw conflict("appointment_locked");
      const line = await removalWrites.serviceLineOf(tx, shopId, id);
      // Deleted meanwhile by a request that held the job card first.
      if (!line) throw notFound("appointment_not_found");
      // The package is charged whole: dropping one of its services would bill work not done.
      if (line.packageId !== null) throw conflict("appointment_in_package");
      await removalWrites.deleteServiceLine(tx, shopId, line.id);
      if ((await removalWrites.linesLeft(tx, shopId, jobCardId)) === 0) {
        const now = new Date();
        // Its last appointment went with the line just deleted: there are none left to cancel.
        await statusWrites.setCardStatus(tx, shopId, jobCardId, {
          status: "cancelled",
          cancelledAt: now,
          updatedAt: now,
        });
      }
    });
}
