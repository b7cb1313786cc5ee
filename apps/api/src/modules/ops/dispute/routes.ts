import { opsDisputeEndpoints as endpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../../db/client.js";
import { registerIdempotentEndpoint } from "../../../platform/idempotent-route.js";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { DisputeService } from "./service.js";

export function opsDisputeRoutes(app: FastifyInstance, sessions: SessionStore, db: Db, disputes: DisputeService) {
  registerEndpoint(app, sessions, endpoints.list, ({ query }) => disputes.list(query));
  registerIdempotentEndpoint(
    app,
    sessions,
    db,
    endpoints.decide,
    { companyOf: ({ params }) => params.companyId, check: ({ params }) => disputes.check(params) },
    ({ ctx, params, body }, tx) => disputes.decide(ctx, params, body, tx),
  );
}
