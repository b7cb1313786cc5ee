import { eq } from "drizzle-orm";
import { purchases, stationReviews, vehicleMakes, vehicleModels, vehicleTypes } from "../../db/schema/index.js";
import type { TestApp } from "../app.js";
import type { VehicleModelIds } from "./fleet-vehicle.js";

/**
 * The type of the shipped dataset with this code (`car`, `truck` ...) with a make and a model of it:
 * the dashboard counts vehicles by the types every company sees.
 */
export async function shippedVehicleType(t: TestApp, code: string): Promise<VehicleModelIds> {
  const [row] = await t.db
    .select({ vehicleTypeId: vehicleTypes.id, makeId: vehicleMakes.id, modelId: vehicleModels.id })
    .from(vehicleTypes)
    .innerJoin(vehicleMakes, eq(vehicleMakes.typeId, vehicleTypes.id))
    .innerJoin(vehicleModels, eq(vehicleModels.makeId, vehicleMakes.id))
    .where(eq(vehicleTypes.code, code))
    .limit(1);
  if (!row) throw new Error(`no vehicle type ${code}`);
  return row;
}

/**
 * A driver's rating of the station of a completed purchase, as the terminal's receipt screen
 * writes it: the station and the driver are the purchase's own.
 */
export async function rateStation(
  t: TestApp,
  purchaseId: string,
  review: { rating: number; comment?: string | null; at?: Date },
): Promise<void> {
  const [purchase] = await t.db
    .select({ companyId: purchases.companyId, stationId: purchases.stationId, employeeId: purchases.employeeId })
    .from(purchases)
    .where(eq(purchases.id, purchaseId));
  if (!purchase) throw new Error(`no purchase ${purchaseId}`);
  await t.db.insert(stationReviews).values({
    ...purchase,
    purchaseId,
    rating: review.rating,
    comment: review.comment ?? null,
    ...(review.at ? { createdAt: review.at } : {}),
  });
}
