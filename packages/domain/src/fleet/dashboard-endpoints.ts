import { z } from "zod";
import { defineEndpoint } from "../platform/endpoint.js";
import { FleetDashboardDto } from "./dashboard.js";
import {
  DashboardFuelDto,
  DashboardMonthQuery,
  DashboardReviewDto,
  DashboardTrendDto,
  DashboardUsageDto,
} from "./dashboard-fuel.js";

const base = "/fueling/api/dashboard";
const tag = "Fleet dashboard";

/** Each widget group has its own read (docs/decisions/0048): each stays one index range and loads on its own. */
export const fleetDashboardEndpoints = {
  summary: defineEndpoint({
    method: "GET",
    path: `${base}/summary`,
    summary: "The company's vehicles (assigned, by type, by status), employees by status and rules in force",
    tag,
    auth: "fleet",
    permission: "dashboard.view",
    result: FleetDashboardDto,
  }),
  fuel: defineEndpoint({
    method: "GET",
    path: `${base}/fuel`,
    summary:
      "A month's completed fills (this month unless `month=YYYY-MM`): litres and amount per day, fuel types, peak and off-peak transactions, top vehicles, stations by amount and by fills",
    tag,
    auth: "fleet",
    permission: "dashboard.view",
    query: DashboardMonthQuery,
    result: DashboardFuelDto,
  }),
  trend: defineEndpoint({
    method: "GET",
    path: `${base}/trend`,
    summary: "Litres and amount per month for the twelve months ending with `month` (this month unless given)",
    tag,
    auth: "fleet",
    permission: "dashboard.view",
    query: DashboardMonthQuery,
    result: DashboardTrendDto,
  }),
  usage: defineEndpoint({
    method: "GET",
    path: `${base}/usage`,
    summary:
      "Balance and usage: available, spent this month and in the last 30 days, and days of fuel left at that pace",
    tag,
    auth: "fleet",
    permission: "dashboard.view",
    result: DashboardUsageDto,
  }),
  reviews: defineEndpoint({
    method: "GET",
    path: `${base}/reviews`,
    summary: "The drivers' latest ratings of the stations they filled at",
    tag,
    auth: "fleet",
    permission: "dashboard.view",
    result: z.array(DashboardReviewDto),
  }),
};
