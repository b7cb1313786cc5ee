import { defineEndpoint } from "../platform/endpoint.js";
import { FleetDashboardDto } from "./dashboard.js";

export const fleetDashboardEndpoints = {
  summary: defineEndpoint({
    method: "GET",
    path: "/fueling/api/dashboard/summary",
    summary: "The company's vehicles (assigned, by type, by status), employees by status and rules in force",
    tag: "Fleet dashboard",
    auth: "fleet",
    permission: "dashboard.view",
    result: FleetDashboardDto,
  }),
};
