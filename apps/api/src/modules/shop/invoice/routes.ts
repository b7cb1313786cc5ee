import { invoiceEndpoints } from "@pitlane/domain";
import type { FastifyInstance, FastifyReply } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { InvoiceService } from "./service.js";

/** A file, not the envelope; signed-in data, so never cached. */
async function sendPdf(reply: FastifyReply, file: { fileName: string; bytes: Buffer }): Promise<undefined> {
  await reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `attachment; filename="${file.fileName}"`)
    .header("cache-control", "no-store")
    .send(file.bytes);
  return undefined;
}

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
