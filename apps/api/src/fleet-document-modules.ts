import type { FastifyInstance } from "fastify";
import type { Db } from "./db/client.js";
import type { Clock } from "./platform/tenant-zones.js";
import type { SharedDeps } from "./shared-deps.js";
import { createAlertFeedRepo } from "./modules/fleet/alert/feed-repo.js";
import { fleetAlertRoutes } from "./modules/fleet/alert/routes.js";
import { createAlertService } from "./modules/fleet/alert/service.js";
import { createAlertSettingsRepo } from "./modules/fleet/alert/settings-repo.js";
import { createDashboardFuelRepo } from "./modules/fleet/dashboard/fuel-repo.js";
import { createDashboardFuelService } from "./modules/fleet/dashboard/fuel-service.js";
import { createDashboardRepo } from "./modules/fleet/dashboard/repo.js";
import { createDashboardReviewsRepo } from "./modules/fleet/dashboard/reviews-repo.js";
import { fleetDashboardRoutes } from "./modules/fleet/dashboard/routes.js";
import { createDashboardService } from "./modules/fleet/dashboard/service.js";
import { createCommissionInvoiceRepo } from "./modules/fleet/commission-invoice/repo.js";
import { commissionInvoiceRoutes } from "./modules/fleet/commission-invoice/routes.js";
import { createCommissionInvoiceService } from "./modules/fleet/commission-invoice/service.js";
import { writeCommissionDocuments } from "./modules/fleet/commission-invoice/write.js";
import { createMonthClose, type MonthWriter } from "./modules/fleet/month-close/close.js";
import { registerFleetReports } from "./modules/fleet/report/index.js";
import { createStatementRepo } from "./modules/fleet/statement/repo.js";
import { statementRoutes } from "./modules/fleet/statement/routes.js";
import { createStatementService } from "./modules/fleet/statement/service.js";
import { writeStatement } from "./modules/fleet/statement/write.js";

/** What a month's close writes, in order: the statement first, whose row marks the month closed. */
export const MONTH_WRITERS: MonthWriter[] = [writeStatement, writeCommissionDocuments];

/** The close of companies' months with every document of the month. */
export const companyMonthClose = (db: Db, clock?: Clock) => createMonthClose({ db, writers: MONTH_WRITERS, clock });

/** The company's figures and documents: the dashboard, statements, invoices, reports and alerts. */
export function registerFleetDocumentModules(app: FastifyInstance, { db, readDb, sessions, zones, clock }: SharedDeps) {
  // The month's documents, written by its close in order; the lists read them from the primary, just written.
  const months = companyMonthClose(db, clock);
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
  // Monthly statements and statements of account
  statementRoutes(app, sessions, createStatementService({ db, statements: createStatementRepo(db), months, clock }));
  // The platform's commission invoices and credit notes
  const documents = createCommissionInvoiceRepo(db);
  commissionInvoiceRoutes(
    app,
    sessions,
    createCommissionInvoiceService({ documents, closeDue: months.closeDue, zones }),
  );
  // Alerts: the switches on the primary, the feed from the dashboard's reads
  const alerts = { settings: createAlertSettingsRepo(db), feed: createAlertFeedRepo(readDb), clock };
  fleetAlertRoutes(app, sessions, createAlertService(alerts));
  // The reports
  registerFleetReports(app, sessions, readDb, clock);
}
