import { serviceNameEndpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import { toServiceNameDto } from "./presenter.js";
import type { ServiceNameRepo } from "./repo.js";

/** A read with no rules (as the reference lists): the route asks the repo and presents the rows. */
export function serviceNameRoutes(app: FastifyInstance, sessions: SessionStore, names: ServiceNameRepo) {
  registerEndpoint(app, sessions, serviceNameEndpoints.list, async ({ ctx, query }) =>
    (await names.list(ctx.tenantId, query.search || undefined)).map(toServiceNameDto),
  );
}
