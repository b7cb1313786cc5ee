import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import {
  appointments,
  clientVehicles,
  jobCardPackages,
  jobCardProducts,
  jobCardServices,
  jobCards,
  resources,
  shopUsers,
} from "../../../db/schema/index.js";

/**
 * The writes of a booking, inside its transaction. The locks are FOR NO KEY UPDATE: they make two
 * bookings of one technician or resource wait for each other, yet let rows that merely refer to
 * the technician (a job card naming its inspection provider) be written meanwhile.
 */
export const bookingWrites = {
  /** Locks the technicians' rows in id order, so two bookings never wait on each other in a cycle. */
  async lockPeople(tx: Db, shopId: string, ids: string[]) {
    if (ids.length === 0) return;
    await tx
      .select({ id: shopUsers.id })
      .from(shopUsers)
      .where(and(eq(shopUsers.shopId, shopId), inArray(shopUsers.id, ids)))
      .orderBy(asc(shopUsers.id))
      .for("no key update");
  },

  /** Locks the resources' rows in id order; always after the technicians', in every booking. */
  async lockResources(tx: Db, ids: string[]) {
    if (ids.length === 0) return;
    await tx
      .select({ id: resources.id })
      .from(resources)
      .where(inArray(resources.id, ids))
      .orderBy(asc(resources.id))
      .for("no key update");
  },

  async insertJobCard(tx: Db, values: typeof jobCards.$inferInsert) {
    const [row] = await tx.insert(jobCards).values(values).returning({ id: jobCards.id });
    if (!row) throw new Error("the job card insert returned nothing");
    return row.id;
  },

  async insertPackages(tx: Db, rows: (typeof jobCardPackages.$inferInsert)[]) {
    if (rows.length > 0) await tx.insert(jobCardPackages).values(rows);
  },

  async insertServices(tx: Db, rows: (typeof jobCardServices.$inferInsert)[]) {
    if (rows.length === 0) return [];
    return tx.insert(jobCardServices).values(rows).returning({
      id: jobCardServices.id,
      serviceId: jobCardServices.serviceId,
      providerId: jobCardServices.providerId,
    });
  },

  async insertProducts(tx: Db, rows: (typeof jobCardProducts.$inferInsert)[]) {
    if (rows.length > 0) await tx.insert(jobCardProducts).values(rows);
  },

  async insertAppointments(tx: Db, rows: (typeof appointments.$inferInsert)[]) {
    if (rows.length > 0) await tx.insert(appointments).values(rows);
  },

  /** The vehicle shows the job card's reading: its newest (decision 0013; the vehicle's row is held). */
  async setOdometer(tx: Db, shopId: string, vehicleId: string, reading: number) {
    await tx
      .update(clientVehicles)
      .set({ odometer: reading, updatedAt: new Date() })
      .where(and(eq(clientVehicles.shopId, shopId), eq(clientVehicles.id, vehicleId)));
  },
};
