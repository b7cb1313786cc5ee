import { fleetDashboardEndpoints } from "@pitlane/domain";
import { useQuery } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { keys } from "../../../shared/api/hooks";

const dashboardKeys = keys("fleet-dashboard");

/**
 * The dashboard's figures, read afresh each time the screen opens: the screens that change them
 * (a vehicle added, an assignment made) do not tell this one.
 */
export function useFleetDashboard() {
  return useQuery({
    queryKey: dashboardKeys.all,
    queryFn: () => request(fleetDashboardEndpoints.summary),
    refetchOnMount: "always",
  });
}
