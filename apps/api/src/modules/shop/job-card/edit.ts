import { conflict, isJobCardOpen, notFound, type JobCardUpdateBody } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import type { jobCards } from "../../../db/schema/index.js";
import type { RequestContext } from "../../../platform/route.js";
import { checkInspector, checkIntakeOdometer, checkPackages, checkProducts, servicesOf } from "./booking-checks.js";
import { bookingReads } from "./booking-reads.js";
import { bookingWrites } from "./booking-writes.js";
import { editWrites } from "./edit-writes.js";
import { packagesOfServices, planEdit, planOwnProducts, type EditPlan } from "./edit-plan.js";
import { jobCardLineRows } from "./line-rows.js";
import type { JobCardRepo } from "./repo.js";
import { checkPairs, clockFor, neededResourceIds } from "./slot-context.js";
import { appointmentRows, pairKey, takeSlots } from "./slot-taking.js";

type Card = typeof jobCards.$inferSelect;

/**
 * A changed reading is checked as at booking (decision 0013): against the reading the job card
 * was first checked against, or, for its first reading, the vehicle's last one. The vehicle shows
 * it when this job card's reading was the vehicle's newest (or it is higher than the vehicle's).
 */
async function editOdometer(tx: Db, shopId: string, card: Card, reading: number | null) {
  if (reading === card.odometer) return {};
  if (reading === null) return { odometer: null, previousOdometer: null };
  const vehicle = await bookingReads.lockedVehicle(tx, shopId, card.vehicleId);
  const current = vehicle?.odometer ?? null;
  const previous = card.odometer === null ? current : card.previousOdometer;
  checkIntakeOdometer(reading, previous);
  const isNewest = card.odometer === null || current === card.odometer || current === null || reading > current;
  if (isNewest) await bookingWrites.setOdometer(tx, shopId, card.vehicleId, reading);
  return { odometer: reading, previousOdometer: previous };
}

/** Drops what the edit leaves out and changes the quantities of kept products. */
async function dropAndRequantify(tx: Db, card: Card, plan: EditPlan, own: ReturnType<typeof planOwnProducts>) {
  await editWrites.deleteServices(tx, card.shopId, card.id, plan.droppedServiceIds);
  await editWrites.deletePackages(tx, card.shopId, card.id, plan.droppedPackageIds);
  await editWrites.deleteProducts(tx, card.shopId, card.id, own.droppedIds);
  for (const { id, quantity } of own.requantified) {
    await editWrites.setProductQuantity(tx, card.shopId, card.id, id, quantity);
  }
}

/**
 * Changes an open job card in one transaction, by the booking's own rules and code: its row is held
 * first (a status change or another edit waits), then the vehicle's when the odometer changes, then
 * the technicians' and resources' rows of the slots it asks for, in id order, as a booking does.
 * Lines kept as they were keep their prices and slots; new packages, pairs and products are checked
 * and priced as at booking; new and moved starts are checked against what is booked now, the
 * appointments the edit gives up left out. 409 job_card_closed for a completed or cancelled job card.
 */
export function createEdit(db: Db, cards: JobCardRepo) {
  return (ctx: RequestContext, id: string, body: JobCardUpdateBody): Promise<void> =>
    db.transaction(async (tx) => {
      const shopId = ctx.tenantId;
      const card = await editWrites.lockedCard(tx, shopId, id);
      if (!card) throw notFound("job_card_not_found");
      if (!isJobCardOpen(card.status)) throw conflict("job_card_closed");
      const stored = await cards.linesOf(shopId, [id], tx);
      const storedPackageIds = new Set(stored.packages.map((p) => p.packageId));
      const newPackages = await checkPackages(
        tx,
        shopId,
        card.branchId,
        body.package_ids.filter((packageId) => !storedPackageIds.has(packageId)),
        servicesOf(body.pairs),
      );
      const plan = planEdit(body, stored, packagesOfServices(body, stored, newPackages.packageOfService));
      const own = planOwnProducts(body, stored);
      const ownAdded = await checkProducts(tx, shopId, card.branchId, own.added);
      if (body.inspection_provider_id !== card.inspectionProviderId) {
        await checkInspector(tx, shopId, body.inspection_provider_id);
      }
      const odometer = await editOdometer(tx, shopId, card, body.odometer);

      const checked = plan.checkedPairs;
      const facts = await checkPairs(
        tx,
        shopId,
        card.branchId,
        checked.map((p) => p.pair),
        "pairs",
        checked.map((p) => p.index),
      );
      await bookingWrites.lockPeople(tx, shopId, [...facts.members.keys()]);
      await bookingWrites.lockResources(tx, shopId, neededResourceIds(facts));
      const clock = await clockFor(tx, shopId, card.scheduledDate);
      const place = { branchId: card.branchId, date: card.scheduledDate, facts, clock };
      const spans = await takeSlots(tx, shopId, place, plan.wanted, plan.released);

      await dropAndRequantify(tx, card, plan, own);
      for (const [lineId, slot] of plan.moved) {
        const span = spans.get(pairKey(slot.pair));
        if (!span) throw new Error("a moved slot was not taken");
        await editWrites.moveAppointment(tx, shopId, lineId, span);
      }
      const rows = jobCardLineRows(
        shopId,
        id,
        {
          packages: newPackages.packages,
          products: [...newPackages.products, ...ownAdded],
          services: plan.newPairs.map(({ pair, packageId }) => ({ pair, packageId })),
        },
        facts.services,
      );
      await bookingWrites.insertPackages(tx, rows.packages);
      await bookingWrites.insertProducts(tx, rows.products);
      const services = await bookingWrites.insertServices(tx, rows.services);
      // A service added to a job card in progress is in progress with it.
      const at = { shopId, jobCardId: id, branchId: card.branchId, date: card.scheduledDate, status: card.status };
      await bookingWrites.insertAppointments(tx, appointmentRows(at, services, spans));
      await editWrites.updateCard(tx, shopId, id, {
        ...odometer,
        showInspection: body.show_inspection,
        inspectionProviderId: body.inspection_provider_id,
        notes: body.notes,
      });
    });
}
