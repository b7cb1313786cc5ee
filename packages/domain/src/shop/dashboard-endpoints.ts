import { defineEndpoint } from "../platform/endpoint.js";
import { ShopDashboardDto, ShopDashboardQuery } from "./dashboard.js";

/** Spec 000 section 7: GET /customer/api/order/dashboard-analytics (decision 0055). */
export const shopDashboardEndpoints = {
  analytics: defineEndpoint({
    method: "GET",
    path: "/customer/api/order/dashboard-analytics",
    summary: "The shop's figures over a period (this month unless asked), for the shop or one branch",
    tag: "Dashboard",
    auth: "shop",
    permission: "dashboard.view",
    query: ShopDashboardQuery,
    result: ShopDashboardDto,
  }),
};
