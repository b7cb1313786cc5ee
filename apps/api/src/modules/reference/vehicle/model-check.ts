import { invalid } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { vehicleMakes, vehicleModels, vehicleTypes } from "../../../db/schema/index.js";

interface ModelChoice {
  vehicle_type_id: string;
  make_id: string;
  model_id: string;
}

/** The check a shop's client vehicle and a fleet vehicle both make of the type, make and model they name. */
export function createVehicleModelCheck(db: Db) {
  return {
    /** The make must be of the type and the model of the make, so a vehicle never mixes a car make with a truck model. */
    async checkModel(body: ModelChoice): Promise<void> {
      const [type] = await db
        .select({ id: vehicleTypes.id })
        .from(vehicleTypes)
        .where(eq(vehicleTypes.id, body.vehicle_type_id));
      if (!type) throw invalid("vehicle_type_id", "unknown_vehicle_type");
      const [make] = await db
        .select({ typeId: vehicleMakes.typeId })
        .from(vehicleMakes)
        .where(eq(vehicleMakes.id, body.make_id));
      if (make?.typeId !== body.vehicle_type_id) throw invalid("make_id", "make_of_type");
      const [model] = await db
        .select({ makeId: vehicleModels.makeId })
        .from(vehicleModels)
        .where(eq(vehicleModels.id, body.model_id));
      if (model?.makeId !== body.make_id) throw invalid("model_id", "model_of_make");
    },
  };
}

export type VehicleModelCheck = ReturnType<typeof createVehicleModelCheck>;
