import { defineEndpoint } from "../platform/endpoint.js";
import { FleetCompanyDetailsDto } from "./company.js";

export const fleetCompanyEndpoints = {
  get: defineEndpoint({
    method: "GET",
    path: "/fueling/api/company/get",
    summary: "The signed-in company's profile, as onboarding recorded it",
    tag: "Fleet company",
    auth: "fleet",
    permission: null,
    result: FleetCompanyDetailsDto,
  }),
};
