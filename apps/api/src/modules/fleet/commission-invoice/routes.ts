import { commissionInvoiceEndpoints as e } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { sendPdf } from "../../../platform/pdf/send-pdf.js";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { CommissionInvoiceService } from "./service.js";

export function commissionInvoiceRoutes(
  app: FastifyInstance,
  sessions: SessionStore,
  service: CommissionInvoiceService,
) {
  registerEndpoint(app, sessions, e.list, ({ ctx, query }) => service.list(ctx, query));
  registerEndpoint(app, sessions, e.get, ({ ctx, params }) => service.get(ctx, params.id));
  registerEndpoint(app, sessions, e.downloadPdf, async ({ ctx, params, query, reply }) =>
    sendPdf(reply, await service.pdf(ctx, params.id, query.lang)),
  );
}
