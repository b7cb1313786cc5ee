import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import {
  branches,
  clientVehicles,
  invoices,
  jobCardServices,
  jobCards,
  vehicleMakes,
  vehicleModels,
  vehicleTypes,
} from "../../../db/schema/index.js";
import { insertShopRow } from "../../../db/shop-rows.js";
import { tenantRow } from "../../../db/tenant-row.js";

export type ClientVehicleInsert = Omit<
  typeof clientVehicles.$inferInsert,
  "id" | "shopId" | "createdAt" | "updatedAt" | "archivedAt"
>;

/** The unique indexes of a shop's vehicles (not archived), by the field a refusal names. */
export const VEHICLE_PLATE_INDEX = "client_vehicles_shop_plate_uq";
export const VEHICLE_VIN_INDEX = "client_vehicles_shop_vin_uq";

/** A vehicle with the names of its type, make and model, read in the same query. */
const withNames = {
  vehicle: clientVehicles,
  typeName: vehicleTypes.name,
  typeNameArabic: vehicleTypes.nameArabic,
  makeName: vehicleMakes.name,
  modelName: vehicleModels.name,
};

const live = (tenantId: string) => and(eq(clientVehicles.shopId, tenantId), isNull(clientVehicles.archivedAt));
const liveOne = (tenantId: string, id: string) => and(live(tenantId), eq(clientVehicles.id, id));

export function createClientVehicleRepo(db: Db) {
  const selectWithNames = () =>
    db
      .select(withNames)
      .from(clientVehicles)
      .innerJoin(vehicleTypes, eq(vehicleTypes.id, clientVehicles.vehicleTypeId))
      .innerJoin(vehicleMakes, eq(vehicleMakes.id, clientVehicles.makeId))
      .innerJoin(vehicleModels, eq(vehicleModels.id, clientVehicles.modelId));

  return {
    listByClient: (tenantId: string, clientId: string) =>
      selectWithNames()
        .where(and(live(tenantId), eq(clientVehicles.clientId, clientId)))
        .orderBy(desc(clientVehicles.createdAt), asc(clientVehicles.id)),
    async get(tenantId: string, id: string) {
      const [row] = await selectWithNames().where(liveOne(tenantId, id)).limit(1);
      return row ?? null;
    },
    insert: (tenantId: string, values: ClientVehicleInsert) =>
      insertShopRow(db, clientVehicles, { ...values, shopId: tenantId }),
    async update(tenantId: string, id: string, values: Partial<ClientVehicleInsert>): Promise<boolean> {
      const rows = await db
        .update(clientVehicles)
        .set({ ...values, updatedAt: new Date() })
        .where(liveOne(tenantId, id))
        .returning({ id: clientVehicles.id });
      return rows.length > 0;
    },
    /** The database refuses while a job card names the vehicle; the service archives it then. */
    async erase(tenantId: string, id: string): Promise<boolean> {
      const rows = await db.delete(clientVehicles).where(liveOne(tenantId, id)).returning({ id: clientVehicles.id });
      return rows.length > 0;
    },
    async archive(tenantId: string, id: string): Promise<boolean> {
      const now = new Date();
      const rows = await db
        .update(clientVehicles)
        .set({ archivedAt: now, updatedAt: now })
        .where(liveOne(tenantId, id))
        .returning({ id: clientVehicles.id });
      return rows.length > 0;
    },

    /** The vehicle's job cards, newest first, with the branch's names and the invoice (at most one per card). */
    history: (tenantId: string, vehicleId: string) =>
      db
        .select({
          jobCard: jobCards,
          branchNameEnglish: branches.branchNameEnglish,
          branchNameArabic: branches.branchNameArabic,
          invoiceId: invoices.id,
          invoiceNumber: invoices.number,
        })
        .from(jobCards)
        .innerJoin(branches, tenantRow(branches, jobCards.branchId, jobCards))
        .leftJoin(invoices, tenantRow(jobCards, invoices.jobCardId, invoices))
        .where(and(eq(jobCards.shopId, tenantId), eq(jobCards.vehicleId, vehicleId)))
        .orderBy(desc(jobCards.scheduledDate), desc(jobCards.number)),

    /** The service names of several job cards in one query. */
    serviceNamesOf: (tenantId: string, jobCardIds: string[]) =>
      jobCardIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ jobCardId: jobCardServices.jobCardId, name: jobCardServices.name })
            .from(jobCardServices)
            .where(and(eq(jobCardServices.shopId, tenantId), inArray(jobCardServices.jobCardId, jobCardIds)))
            .orderBy(asc(jobCardServices.name)),
  };
}

export type ClientVehicleRepo = ReturnType<typeof createClientVehicleRepo>;
export type ClientVehicleWithNames = NonNullable<Awaited<ReturnType<ClientVehicleRepo["get"]>>>;
export type VehicleHistoryRow = Awaited<ReturnType<ClientVehicleRepo["history"]>>[number];
