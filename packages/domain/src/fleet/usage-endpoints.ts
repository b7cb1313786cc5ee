import { defineEndpoint } from "../platform/endpoint.js";
import { IdParams } from "../platform/list.js";
import { RuleUsageDto, VehicleUsageDto } from "./usage.js";

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
  rule: defineEndpoint({
    method: "GET",
    path: "/fueling/api/rule/usage/:id",
    summary: "The rule's cycle running now and what its holders used of it, the most used first (at most 20)",
    tag: "Fleet rules",
    auth: "fleet",
    permission: "rules.view",
    params: IdParams,
    result: RuleUsageDto,
  }),
};
