import { invoiceEndpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { sendPdf } from "../../../platform/pdf/send-pdf.js";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { InvoiceService } from "./service.js";

export function invoiceRoutes(app: FastifyInstance, sessions: SessionStore, service: InvoiceService) {
  const e = invoiceEndpoints;
  registerEndpoint(app, sessions, e.list, ({ ctx, query }) => service.list(ctx, query));
  registerEndpoint(app, sessions, e.get, ({ ctx, params }) => service.get(ctx, params.id));
  registerEndpoint(app, sessions, e.recordPayment, ({ ctx, params, body }) =>
    service.recordPayment(ctx, params.id, body),
  );
  registerEndpoint(app, sessions, e.void, ({ ctx, params, body }) => service.void(ctx, params.id, body));
  registerEndpoint(app, sessions, e.byClient, ({ ctx, query }) => service.byClient(ctx, query));
  registerEndpoint(app, sessions, e.downloadPdf, async ({ ctx, params, query, reply }) =>
    sendPdf(reply, await service.pdf(ctx, params.id, query.lang)),
  );
}
