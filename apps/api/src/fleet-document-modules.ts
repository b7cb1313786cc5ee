import type { FastifyInstance } from "fastify";
import type { SharedDeps } from "./shared-deps.js";
import { createDashboardFuelRepo } from "./modules/fleet/dashboard/fuel-repo.js";
import { createDashboardFuelService } from "./modules/fleet/dashboard/fuel-service.js";
import { createDashboardRepo } from "./modules/fleet/dashboard/repo.js";
import { createDashboardReviewsRepo } from "./modules/fleet/dashboard/reviews-repo.js";
import { fleetDashboardRoutes } from "./modules/fleet/dashboard/routes.js";
import { createDashboardService } from "./modules/fleet/dashboard/service.js";

/** The company's figures and documents: the dashboard, statements, invoices, reports and alerts. */
export function registerFleetDocumentModules(app: FastifyInstance, { readDb, sessions, zones, clock }: SharedDeps) {
  // The dashboard
  fleetDashboardRoutes(
    app,
    sessions,
    createDashboardService(createDashboardRepo(readDb), zones, clock),
    createDashboardFuelService({
      db: readDb,
      fills: createDashboardFuelRepo(readDb),
      reviews: createDashboardReviewsRepo(readDb),
      zones,
      clock,
    }),
  );
}
