import { defineEndpoint } from "../platform/endpoint.js";
import { listResultSchema } from "../platform/list.js";
import { SafetyFactorDto, SafetyFactorListQuery, SafetyFactorUpdateBody } from "./safety-factor.js";

const tag = "Fleet settings";

export const safetyFactorEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/fueling/api/safety-factor/list",
    summary: "Every vehicle type with the company's default factor of safety for it, or null",
    tag,
    auth: "fleet",
    permission: "safety_factors.view",
    query: SafetyFactorListQuery,
    result: listResultSchema(SafetyFactorDto),
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/fueling/api/safety-factor/update",
    summary: "Set the company's default factor of safety of some vehicle types; answers the whole list",
    tag,
    auth: "fleet",
    permission: "safety_factors.edit",
    body: SafetyFactorUpdateBody,
    result: listResultSchema(SafetyFactorDto),
  }),
};
