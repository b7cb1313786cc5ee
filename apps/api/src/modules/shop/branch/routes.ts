import { branchEndpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { BranchService } from "./service.js";

export function branchRoutes(app: FastifyInstance, sessions: SessionStore, service: BranchService) {
  registerEndpoint(app, sessions, branchEndpoints.list, ({ ctx, query }) => service.list(ctx, query));
  registerEndpoint(app, sessions, branchEndpoints.get, ({ ctx, params }) => service.get(ctx, params.id));
  registerEndpoint(app, sessions, branchEndpoints.create, ({ ctx, body }) => service.create(ctx, body));
  registerEndpoint(app, sessions, branchEndpoints.update, ({ ctx, params, body }) =>
    service.update(ctx, params.id, body),
  );
  registerEndpoint(app, sessions, branchEndpoints.remove, async ({ ctx, body }) => {
    await service.remove(ctx, body.id);
    return null;
  });
}
