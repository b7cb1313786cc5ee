import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { WithSubquery } from "drizzle-orm/subquery";
import type { Db } from "../../../db/client.js";
import { shopNumberUpsert } from "../../../db/shop-counter.js";
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

/** A job card to write with everything it holds; its rows carry their ids, made by the caller. */
export interface NewJobCard {
  card: Omit<typeof jobCards.$inferInsert, "number"> & { id: string };
  packages: (typeof jobCardPackages.$inferInsert)[];
  services: (typeof jobCardServices.$inferInsert & { id: string })[];
  products: (typeof jobCardProducts.$inferInsert)[];
  appointments: (typeof appointments.$inferInsert)[];
  /** The vehicle's new reading, when the job card took one. */
  reading: { vehicleId: string; odometer: number } | null;
}

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
  async lockResources(tx: Db, shopId: string, ids: string[]) {
    if (ids.length === 0) return;
    await tx
      .select({ id: resources.id })
      .from(resources)
      .where(and(eq(resources.shopId, shopId), inArray(resources.id, ids)))
      .orderBy(asc(resources.id))
      .for("no key update");
  },

  /**
   * Numbers a new job card and writes it, its lines, its appointments and the vehicle's reading in
   * one statement, the counter's upsert a part of it (PostgreSQL runs every part, and checks the
   * lines' references to the job card at its end). The shop's counter row is locked from this last
   * statement to the commit only, so bookings of one shop queue on it for no more than that.
   */
  async insertNumbered(tx: Db, { card, packages, services, products, appointments: slots, reading }: NewJobCard) {
    const numbered = tx.$with("numbered").as(shopNumberUpsert(tx, card.shopId, "lastJobCardNumber"));
    const parts: WithSubquery[] = [numbered];
    if (packages.length > 0) parts.push(tx.$with("packages_written").as(tx.insert(jobCardPackages).values(packages)));
    if (services.length > 0) parts.push(tx.$with("services_written").as(tx.insert(jobCardServices).values(services)));
    if (products.length > 0) parts.push(tx.$with("products_written").as(tx.insert(jobCardProducts).values(products)));
    if (slots.length > 0) parts.push(tx.$with("slots_written").as(tx.insert(appointments).values(slots)));
    if (reading) {
      const update = tx
        .update(clientVehicles)
        .set({ odometer: reading.odometer, updatedAt: new Date() })
        .where(and(eq(clientVehicles.shopId, card.shopId), eq(clientVehicles.id, reading.vehicleId)));
      parts.push(tx.$with("reading_written").as(update));
    }
    await tx
      .with(...parts)
      .insert(jobCards)
      .values({ ...card, number: sql<number>`(select ${numbered.number} from ${numbered})` });
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
