import { defineEndpoint } from "../platform/endpoint.js";
import { listResultSchema } from "../platform/list.js";
import {
  VehicleMakeParams,
  VehicleModelParams,
  VehicleNameDto,
  VehicleReferenceQuery,
  VehicleTypeDto,
} from "./vehicle.js";

const tag = "Reference data";

/** Spec 000's vehicle reference reads (`vehicle-type`, `make/{id}`, `models/{id}`), shared with the fleet portal. */
export const vehicleReferenceEndpoints = {
  types: defineEndpoint({
    method: "GET",
    path: "/vehicle/api/vehicle-type",
    summary: "Every vehicle type",
    tag,
    auth: "public",
    permission: null,
    query: VehicleReferenceQuery,
    result: listResultSchema(VehicleTypeDto),
  }),
  makes: defineEndpoint({
    method: "GET",
    path: "/vehicle/api/make/:typeId",
    summary: "The makes of a vehicle type",
    tag,
    auth: "public",
    permission: null,
    params: VehicleMakeParams,
    query: VehicleReferenceQuery,
    result: listResultSchema(VehicleNameDto),
  }),
  models: defineEndpoint({
    method: "GET",
    path: "/vehicle/api/models/:makeId",
    summary: "The models of a make",
    tag,
    auth: "public",
    permission: null,
    params: VehicleModelParams,
    query: VehicleReferenceQuery,
    result: listResultSchema(VehicleNameDto),
  }),
};
