import { randomUUID } from "node:crypto";
import type { JobCardCreateBody } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import type { RequestContext } from "../../../platform/route.js";
import { checkBooking, lockVehicle, type CheckedBooking } from "./booking-checks.js";
import { bookingWrites } from "./booking-writes.js";
import { jobCardLineRows } from "./line-rows.js";
import { neededResourceIds } from "./slot-context.js";
import { appointmentRows, takeSlots } from "./slot-taking.js";

/** The job card's line rows priced as checked, each with its id, so nothing needs reading back. */
function lineRowsOf(shopId: string, jobCardId: string, body: JobCardCreateBody, checked: CheckedBooking) {
  const services = body.pairs.map((pair) => ({
    pair,
    packageId: checked.packageOfService.get(pair.service_id) ?? null,
  }));
  const rows = jobCardLineRows(
    shopId,
    jobCardId,
    { packages: checked.packages, products: checked.products, services },
    checked.facts.services,
  );
  return { ...rows, services: rows.services.map((row) => ({ ...row, id: randomUUID() })) };
}

/**
 * Books a job card. What needs no lock (the client, branch, date, pairs, packages, products and
 * inspector) is checked before the transaction; inside it the booking holds the vehicle's row, then
 * its technicians' and then its resources' (each in id order), checks its reading and its slots
 * against what is booked now, and writes everything in one last statement that also takes the
 * shop's next number, so the counter row every booking of the shop needs is locked only from that
 * statement to the commit. A second booking of the same technician waits for the first to commit
 * and then sees its appointments.
 */
export function createBooking(db: Db) {
  return async (ctx: RequestContext, body: JobCardCreateBody): Promise<string> => {
    const shopId = ctx.tenantId;
    const checked = await checkBooking(db, shopId, body);
    const jobCardId = randomUUID();
    const lines = lineRowsOf(shopId, jobCardId, body, checked);
    await db.transaction(async (tx) => {
      const lastOdometer = await lockVehicle(tx, shopId, body);
      await bookingWrites.lockPeople(tx, shopId, [...checked.facts.members.keys()]);
      await bookingWrites.lockResources(tx, shopId, neededResourceIds(checked.facts));
      const place = { branchId: body.branch_id, date: body.date, facts: checked.facts, clock: checked.clock };
      const wanted = body.slots.map((slot, index) => ({ pair: slot, startTime: slot.start_time, index }));
      const spans = await takeSlots(tx, shopId, place, wanted);
      const card = { shopId, jobCardId, branchId: body.branch_id, date: body.date, status: "booked" };
      await bookingWrites.insertNumbered(tx, {
        card: {
          id: jobCardId,
          shopId,
          clientId: body.client_id,
          vehicleId: body.vehicle_id,
          branchId: body.branch_id,
          scheduledDate: body.date,
          odometer: body.odometer,
          previousOdometer: body.odometer === null ? null : lastOdometer,
          showInspection: body.show_inspection,
          inspectionProviderId: body.inspection_provider_id,
          notes: body.notes,
          createdBy: ctx.userId,
        },
        ...lines,
        appointments: appointmentRows(card, lines.services, spans),
        reading: body.odometer === null ? null : { vehicleId: body.vehicle_id, odometer: body.odometer },
      });
    });
    return jobCardId;
  };
}
