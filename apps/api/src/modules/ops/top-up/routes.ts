import { opsTopUpEndpoints as endpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../../db/client.js";
import { registerIdempotentEndpoint } from "../../../platform/idempotent-route.js";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import { servedImageHeaders, type UploadService } from "../../shop/index.js";
import type { OpsTopUpService } from "./service.js";

export function opsTopUpRoutes(
  app: FastifyInstance,
  sessions: SessionStore,
  db: Db,
  topUps: OpsTopUpService,
  uploads: UploadService,
) {
  registerEndpoint(app, sessions, endpoints.list, ({ query }) => topUps.list(query));
  registerEndpoint(app, sessions, endpoints.proof, async ({ params, reply }) => {
    const proofId = await topUps.proofOf(params.companyId, params.id);
    const image = await uploads.readImage("fleet", params.companyId, proofId);
    await reply.headers(servedImageHeaders(image)).send(image.bytes);
    return undefined;
  });
  const keyed = {
    companyOf: ({ params }: { params: { companyId: string } }) => params.companyId,
    check: ({ params }: { params: { companyId: string } }) => topUps.checkCompany(params.companyId),
    afterFirst: ({ params }: { params: { companyId: string; id: string } }) =>
      topUps.afterDecision(params.companyId, params.id),
  };
  registerIdempotentEndpoint(app, sessions, db, endpoints.approve, keyed, ({ ctx, params }, tx) =>
    topUps.approve(ctx, params.companyId, params.id, tx),
  );
  registerIdempotentEndpoint(app, sessions, db, endpoints.reject, keyed, ({ ctx, params, body }, tx) =>
    topUps.reject(ctx, params.companyId, params.id, body.reason, tx),
  );
}
