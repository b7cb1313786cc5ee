import { reportEndpoints as e } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { sendCsv } from "../../../platform/csv.js";
import { sendPdf } from "../../../platform/pdf/send-pdf.js";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { ReportExports } from "./report-exports.js";
import type { ReportService } from "./service.js";

export function fleetReportRoutes(
  app: FastifyInstance,
  sessions: SessionStore,
  reports: ReportService,
  exports: ReportExports,
) {
  registerEndpoint(app, sessions, e.consumption.page, ({ ctx, query }) => reports.consumption(ctx, query));
  registerEndpoint(app, sessions, e.consumption.csv, async ({ ctx, query, reply }) =>
    sendCsv(reply, "consumption", await exports.consumption.csv(ctx, query)),
  );
  registerEndpoint(app, sessions, e.consumption.pdf, async ({ ctx, query, reply }) =>
    sendPdf(reply, await exports.consumption.pdf(ctx, query, query.lang)),
  );

  registerEndpoint(app, sessions, e.topUps.page, ({ ctx, query }) => reports.topUps(ctx, query));
  registerEndpoint(app, sessions, e.topUps.csv, async ({ ctx, query, reply }) =>
    sendCsv(reply, "top-ups", await exports.topUps.csv(ctx, query)),
  );
  registerEndpoint(app, sessions, e.topUps.pdf, async ({ ctx, query, reply }) =>
    sendPdf(reply, await exports.topUps.pdf(ctx, query, query.lang)),
  );

  registerEndpoint(app, sessions, e.fuelings.page, ({ ctx, query }) => reports.fuelings(ctx, query));
  registerEndpoint(app, sessions, e.fuelings.csv, async ({ ctx, query, reply }) =>
    sendCsv(reply, "fuelings", await exports.fuelings.csv(ctx, query)),
  );
  registerEndpoint(app, sessions, e.fuelings.pdf, async ({ ctx, query, reply }) =>
    sendPdf(reply, await exports.fuelings.pdf(ctx, query, query.lang)),
  );

  registerEndpoint(app, sessions, e.employees.page, ({ ctx, query }) => reports.employees(ctx, query));
  registerEndpoint(app, sessions, e.employees.csv, async ({ ctx, query, reply }) =>
    sendCsv(reply, "employees", await exports.employees.csv(ctx, query)),
  );
  registerEndpoint(app, sessions, e.employees.pdf, async ({ ctx, query, reply }) =>
    sendPdf(reply, await exports.employees.pdf(ctx, query, query.lang)),
  );
}
