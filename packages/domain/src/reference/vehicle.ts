import { z } from "zod";
import { ReferenceListQuery } from "../platform/list.js";
import { RefusalCode } from "../platform/messages.js";

/** A vehicle type (car, pickup, rickshaw ...): the shipped dataset names each in English and Arabic. */
export const VehicleTypeDto = z.object({
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  name_arabic: z.string(),
});
export type VehicleTypeDto = z.infer<typeof VehicleTypeDto>;

/** A make of one vehicle type, or a model of one make: brand names read the same in both languages. */
export const VehicleNameDto = z.object({
  _id: z.string(),
  name: z.string(),
});
export type VehicleNameDto = z.infer<typeof VehicleNameDto>;

export const VehicleReferenceQuery = ReferenceListQuery;

export const VehicleMakeParams = z.object({ typeId: z.uuid({ error: RefusalCode.id }) });
export const VehicleModelParams = z.object({ makeId: z.uuid({ error: RefusalCode.id }) });
