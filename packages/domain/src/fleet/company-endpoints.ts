import { defineEndpoint } from "../platform/endpoint.js";
import { FleetCompanyDto } from "./fleet-auth.js";
import { FleetCompanyDetailsDto, FleetCompanySettingsBody } from "./company.js";

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
  updateSettings: defineEndpoint({
    method: "PUT",
    path: "/fueling/api/company/settings",
    summary: "Change the company's settings (its time zone); answers the company as the session shows it",
    tag: "Fleet company",
    auth: "fleet",
    permission: "company_settings.edit",
    body: FleetCompanySettingsBody,
    result: FleetCompanyDto,
  }),
};
