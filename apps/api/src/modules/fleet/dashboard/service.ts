import { todayIn, type FleetDashboardDto } from "@pitlane/domain";
import type { RequestContext } from "../../../platform/route.js";
import { realClock, type Clock, type TenantZones } from "../../../platform/tenant-zones.js";
import { toDashboardDto } from "./presenter.js";
import type { DashboardRepo } from "./repo.js";

export function createDashboardService(repo: DashboardRepo, zones: TenantZones, clock: Clock = realClock) {
  return {
    /** The figures as of now; the rules in force as of the company's date (docs/decisions/0014). */
    async summary(ctx: RequestContext): Promise<FleetDashboardDto> {
      const companyId = ctx.tenantId;
      const now = clock();
      const today = todayIn(await zones.ofCompany(companyId), now);
      const [vehicleTypes, vehicleStatuses, employeeStatuses, assignedVehicles, rulesInForce] = await Promise.all([
        repo.vehiclesByType(companyId),
        repo.vehiclesByStatus(companyId),
        repo.employeesByStatus(companyId),
        repo.assignedVehicles(companyId, now),
        repo.rulesInForce(companyId, today),
      ]);
      return toDashboardDto({ vehicleTypes, vehicleStatuses, employeeStatuses, assignedVehicles, rulesInForce, today });
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
