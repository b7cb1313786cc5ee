import { defineEndpoint } from "../platform/endpoint.js";
import { ServiceFeeDto } from "./service-fee.js";

export const serviceFeeEndpoints = {
  get: defineEndpoint({
    method: "GET",
    path: "/fueling/api/service-fee",
    summary: "The commission and tax that apply to the company's fuel purchases, in percent",
    tag: "Fleet settings",
    auth: "fleet",
    permission: "service_fee.view",
    result: ServiceFeeDto,
  }),
};
