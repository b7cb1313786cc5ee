import type { JobCardCreateBody } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { nextShopNumber } from "../../../db/shop-counter.js";
import type { RequestContext } from "../../../platform/route.js";
import { checkBooking, type CheckedBooking } from "./booking-checks.js";
import { bookingWrites } from "./booking-writes.js";
import { jobCardLineRows } from "./line-rows.js";
import { neededResourceIds } from "./slot-context.js";
import { appointmentRows, takeSlots } from "./slot-taking.js";

async function insertLines(
  tx: Db,
  shopId: string,
  jobCardId: string,
  body: JobCardCreateBody,
  checked: CheckedBooking,
) {
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
  await bookingWrites.insertPackages(tx, rows.packages);
  await bookingWrites.insertProducts(tx, rows.products);
  return bookingWrites.insertServices(tx, rows.services);
}

/**
 * Books a job card in one transaction: checks what it names (holding the vehicle's row), locks its
 * technicians and then its resources (each in id order), checks its slots against what is booked
 * now, then numbers it and writes it with its packages, services, products and appointments, and
 * gives the vehicle its reading. A second booking of the same technician waits for the first to
 * commit and then sees its appointments.
 */
export function createBooking(db: Db) {
  return (ctx: RequestContext, body: JobCardCreateBody): Promise<string> =>
    db.transaction(async (tx) => {
      const shopId = ctx.tenantId;
      const checked = await checkBooking(tx, shopId, body);
      await bookingWrites.lockPeople(tx, shopId, [...checked.facts.members.keys()]);
      await bookingWrites.lockResources(tx, neededResourceIds(checked.facts));
      const place = { branchId: body.branch_id, date: body.date, facts: checked.facts, clock: checked.clock };
      const wanted = body.slots.map((slot, index) => ({ pair: slot, startTime: slot.start_time, index }));
      const spans = await takeSlots(tx, shopId, place, wanted);
      const jobCardId = await bookingWrites.insertJobCard(tx, {
        shopId,
        number: await nextShopNumber(tx, shopId, "lastJobCardNumber"),
        clientId: body.client_id,
        vehicleId: body.vehicle_id,
        branchId: body.branch_id,
        scheduledDate: body.date,
        odometer: body.odometer,
        previousOdometer: body.odometer === null ? null : checked.lastOdometer,
        showInspection: body.show_inspection,
        inspectionProviderId: body.inspection_provider_id,
        notes: body.notes,
        createdBy: ctx.userId,
      });
      const services = await insertLines(tx, shopId, jobCardId, body, checked);
      const card = { shopId, jobCardId, branchId: body.branch_id, date: body.date, status: "booked" };
      await bookingWrites.insertAppointments(tx, appointmentRows(card, services, spans));
      if (body.odometer !== null) await bookingWrites.setOdometer(tx, shopId, body.vehicle_id, body.odometer);
      return jobCardId;
    });
}
