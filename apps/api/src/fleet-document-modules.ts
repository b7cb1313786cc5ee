import type { FastifyInstance } from "fastify";
import type { SharedDeps } from "./shared-deps.js";
import { createDashboardRepo } from "./modules/fleet/dashboard/repo.js";
import { fleetDashboardRoutes } from "./modules/fleet/dashboard/routes.js";
import { createDashboardService } from "./modules/fleet/dashboard/service.js";
import { registerFleetReports } from "./modules/fleet/report/index.js";

/** The company's figures and documents: the dashboard, statements, invoices, reports and alerts. */
export function registerFleetDocumentModules(app: FastifyInstance, { readDb, sessions, zones, clock }: SharedDeps) {
  // The dashboard
  fleetDashboardRoutes(app, sessions, createDashboardService(createDashboardRepo(readDb), zones, clock));
  // The reports
  registerFleetReports(app, sessions, readDb, clock);
}
