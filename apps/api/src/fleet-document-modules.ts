import type { FastifyInstance } from "fastify";
import type { SharedDeps } from "./shared-deps.js";
import { createAlertFeedRepo } from "./modules/fleet/alert/feed-repo.js";
import { fleetAlertRoutes } from "./modules/fleet/alert/routes.js";
import { createAlertService } from "./modules/fleet/alert/service.js";
import { createAlertSettingsRepo } from "./modules/fleet/alert/settings-repo.js";
import { createDashboardRepo } from "./modules/fleet/dashboard/repo.js";
import { fleetDashboardRoutes } from "./modules/fleet/dashboard/routes.js";
import { createDashboardService } from "./modules/fleet/dashboard/service.js";

/** The company's figures and documents: the dashboard, statements, invoices, reports and alerts. */
export function registerFleetDocumentModules(app: FastifyInstance, { db, readDb, sessions, zones, clock }: SharedDeps) {
  // The dashboard
  fleetDashboardRoutes(app, sessions, createDashboardService(createDashboardRepo(readDb), zones, clock));
  // Alerts: the switches on the primary, the feed from the dashboard's reads
  const alerts = { settings: createAlertSettingsRepo(db), feed: createAlertFeedRepo(readDb), clock };
  fleetAlertRoutes(app, sessions, createAlertService(alerts));
}
