import { fleetDashboardEndpoints } from "@pitlane/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { keys } from "../../../shared/api/hooks";

const dashboardKeys = keys("fleet-dashboard");

/**
 * The dashboard's figures, read afresh each time the screen opens: the screens that change them
 * (a vehicle added, an assignment made, a fill at the pump) do not tell this one.
 */
export function useFleetDashboard() {
  return useQuery({
    queryKey: dashboardKeys.all,
    queryFn: () => request(fleetDashboardEndpoints.summary),
    refetchOnMount: "always",
  });
}

/** A month's fills; the month shown stays on screen while another month loads. */
export function useDashboardFuel(month: string) {
  return useQuery({
    queryKey: [...dashboardKeys.all, "fuel", month],
    queryFn: () => request(fleetDashboardEndpoints.fuel, { query: { month } }),
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
  });
}

/** The twelve months that end with `month`. */
export function useDashboardTrend(month: string) {
  return useQuery({
    queryKey: [...dashboardKeys.all, "trend", month],
    queryFn: () => request(fleetDashboardEndpoints.trend, { query: { month } }),
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
  });
}

/** Spent this month and in the last 30 days, and the days of fuel left. */
export function useDashboardUsage() {
  return useQuery({
    queryKey: [...dashboardKeys.all, "usage"],
    queryFn: () => request(fleetDashboardEndpoints.usage),
    refetchOnMount: "always",
  });
}

/** The drivers' latest ratings of stations. */
export function useDashboardReviews() {
  return useQuery({
    queryKey: [...dashboardKeys.all, "reviews"],
    queryFn: () => request(fleetDashboardEndpoints.reviews),
    refetchOnMount: "always",
  });
}
