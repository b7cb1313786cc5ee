import { stockOrderEndpoints as e } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { sendPdf } from "../../../platform/pdf/send-pdf.js";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { StockOrderService } from "./service.js";

export function stockOrderRoutes(app: FastifyInstance, sessions: SessionStore, service: StockOrderService) {
  registerEndpoint(app, sessions, e.list, ({ ctx, query }) => service.list(ctx, query));
  registerEndpoint(app, sessions, e.get, ({ ctx, params }) => service.get(ctx, params.id));
  registerEndpoint(app, sessions, e.create, ({ ctx, body }) => service.create(ctx, body));
  registerEndpoint(app, sessions, e.update, ({ ctx, params, body }) => service.update(ctx, params.id, body));
  registerEndpoint(app, sessions, e.changeStatus, ({ ctx, body }) => service.changeStatus(ctx, body));
  registerEndpoint(app, sessions, e.receive, ({ ctx, body }) => service.receive(ctx, body));
  registerEndpoint(app, sessions, e.recordPayment, ({ ctx, body }) => service.recordPayment(ctx, body.id));
  registerEndpoint(app, sessions, e.downloadPdf, async ({ ctx, params, query, reply }) =>
    sendPdf(reply, await service.pdf(ctx, params.id, query.lang)),
  );
}
