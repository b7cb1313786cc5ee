import { defineEndpoint } from "../platform/endpoint.js";
import { IdParams } from "../platform/list.js";
import { VehicleUsageDto } from "./usage.js";

export const usageEndpoints = {
  vehicle: defineEndpoint({
    method: "GET",
    path: "/fueling/api/vehicle/usage/:id",
    summary:
      "The vehicle's use of its fuel rule (or its driver's) in the cycle running now: fuelings today, litres or amount used",
    tag: "Fleet vehicles",
    auth: "fleet",
    permission: "vehicles.view",
    params: IdParams,
    result: VehicleUsageDto,
  }),
};
