import type { FastifyInstance } from "fastify";
import type { SharedDeps } from "./shared-deps.js";
import { createDashboardRepo } from "./modules/fleet/dashboard/repo.js";
import { fleetDashboardRoutes } from "./modules/fleet/dashboard/routes.js";
import { createDashboardService } from "./modules/fleet/dashboard/service.js";
import { createCommissionInvoiceRepo } from "./modules/fleet/commission-invoice/repo.js";
import { commissionInvoiceRoutes } from "./modules/fleet/commission-invoice/routes.js";
import { createCommissionInvoiceService } from "./modules/fleet/commission-invoice/service.js";
import { writeCommissionDocuments } from "./modules/fleet/commission-invoice/write.js";
import { createMonthClose } from "./modules/fleet/month-close/close.js";

/** The company's figures and documents: the dashboard, statements, invoices, reports and alerts. */
export function registerFleetDocumentModules(app: FastifyInstance, { db, readDb, sessions, zones, clock }: SharedDeps) {
  // The dashboard
  fleetDashboardRoutes(app, sessions, createDashboardService(createDashboardRepo(readDb), zones, clock));
  // The month's documents, written by its close in order; the lists read them from the primary, just written.
  const monthClose = createMonthClose({ db, writers: [writeCommissionDocuments], clock });
  const documents = createCommissionInvoiceRepo(db);
  commissionInvoiceRoutes(
    app,
    sessions,
    createCommissionInvoiceService({ documents, closeDue: monthClose.closeDue, zones }),
  );
}
