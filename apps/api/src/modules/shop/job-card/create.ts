import { conflict, minutesOf, type JobCardCreateBody, type ServiceEmployee, type Span } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { nextShopNumber } from "../../../db/shop-counter.js";
import type { RequestContext } from "../../../platform/route.js";
import { checkBooking, type CheckedBooking } from "./booking-checks.js";
import { bookingWrites } from "./booking-writes.js";
import { jobCardLineRows } from "./line-rows.js";
import { busyOn, neededResourceIds, type Busy } from "./slot-context.js";
import { fitsAt, freeSlotsOf, holdSlot, searchFor } from "./slot-search.js";

const pairKey = (pair: ServiceEmployee) => `${pair.service_id}:${pair.employee_id}`;

/**
 * Each chosen start must be on the shop's grid (else 400) and still be free, counting the slots
 * taken before it in the same request; else 409 carrying the fresh slots of every pair, so the
 * form can offer them at once.
 */
async function takeSlots(tx: Db, shopId: string, body: JobCardCreateBody, checked: CheckedBooking) {
  const { facts, clock } = checked;
  const busy = await busyOn(tx, shopId, body.branch_id, body.date, facts);
  const held: Busy = { employees: new Map(busy.employees), resources: new Map(busy.resources) };
  const spans = new Map<string, Span>();
  for (const [index, slot] of body.slots.entries()) {
    const search = searchFor(slot, body.date, facts, held, clock);
    const start = minutesOf(slot.start_time);
    if (start === null || !fitsAt(search, start, `slots.${index}.start_time`)) {
      throw conflict("slot_taken", { result: freeSlotsOf(body.pairs, body.date, facts, busy, clock) });
    }
    const span = { start, end: start + search.durationMinutes };
    holdSlot(held, facts, slot, span);
    spans.set(pairKey(slot), span);
  }
  return spans;
}

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
 * Books a job card in one transaction: checks what it names, locks its technicians and then its
 * resources (each in id order), checks its slots against what is booked now, then numbers it and
 * writes it with its packages, services, products and appointments. A second booking of the same
 * technician waits for the first to commit and then sees its appointments.
 */
export function createBooking(db: Db) {
  return (ctx: RequestContext, body: JobCardCreateBody): Promise<string> =>
    db.transaction(async (tx) => {
      const shopId = ctx.tenantId;
      const checked = await checkBooking(tx, shopId, body);
      await bookingWrites.lockPeople(tx, shopId, [...checked.facts.members.keys()]);
      await bookingWrites.lockResources(tx, neededResourceIds(checked.facts));
      const spans = await takeSlots(tx, shopId, body, checked);
      const jobCardId = await bookingWrites.insertJobCard(tx, {
        shopId,
        number: await nextShopNumber(tx, shopId, "lastJobCardNumber"),
        clientId: body.client_id,
        vehicleId: body.vehicle_id,
        branchId: body.branch_id,
        scheduledDate: body.date,
        odometer: body.odometer,
        showInspection: body.show_inspection,
        inspectionProviderId: body.inspection_provider_id,
        notes: body.notes,
        createdBy: ctx.userId,
      });
      const services = await insertLines(tx, shopId, jobCardId, body, checked);
      await bookingWrites.insertAppointments(
        tx,
        services.flatMap((row) => {
          const span = spans.get(pairKey({ service_id: row.serviceId, employee_id: row.providerId }));
          if (!span) return [];
          return [
            {
              shopId,
              jobCardId,
              jobCardServiceId: row.id,
              branchId: body.branch_id,
              employeeId: row.providerId,
              serviceId: row.serviceId,
              appointmentDate: body.date,
              startMinute: span.start,
              endMinute: span.end,
            },
          ];
        }),
      );
      if (body.odometer !== null) await bookingWrites.raiseOdometer(tx, shopId, body.vehicle_id, body.odometer);
      return jobCardId;
    });
}
