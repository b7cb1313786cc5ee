import { type ShopDashboardQuery, shopDashboardEndpoints } from "@pitlane/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { keys } from "../../../shared/api/hooks";

const dashboardKeys = keys("shop-dashboard");

/**
 * The shop's figures over a period, read afresh each time the screen opens (the screens that change
 * them, an invoice issued or an order placed, do not tell this one); the period shown stays on
 * screen while another loads.
 */
export function useShopDashboard(query: ShopDashboardQuery, options: { enabled: boolean }) {
  return useQuery({
    queryKey: dashboardKeys.list(query),
    queryFn: () => request(shopDashboardEndpoints.analytics, { query }),
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
    enabled: options.enabled,
  });
}
