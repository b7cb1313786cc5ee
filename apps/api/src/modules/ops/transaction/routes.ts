import { opsTransactionEndpoints as endpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import { servedImageHeaders, type UploadService } from "../../shop/index.js";
import type { OpsTransactionService } from "./service.js";

export function opsTransactionRoutes(
  app: FastifyInstance,
  sessions: SessionStore,
  transactions: OpsTransactionService,
  uploads: UploadService,
) {
  registerEndpoint(app, sessions, endpoints.list, ({ ctx, params, query }) =>
    transactions.list(ctx, params.companyId, query),
  );
  registerEndpoint(app, sessions, endpoints.get, ({ ctx, params }) =>
    transactions.get(ctx, params.companyId, params.id),
  );
  registerEndpoint(app, sessions, endpoints.photo, async ({ ctx, params, reply }) => {
    const photoId = await transactions.photoOf(ctx, params);
    const image = await uploads.readImage("fleet", params.companyId, photoId);
    await reply.headers(servedImageHeaders(image)).send(image.bytes);
    return undefined;
  });
}
