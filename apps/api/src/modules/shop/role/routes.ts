import { roleEndpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { RoleService } from "./service.js";

export function roleRoutes(app: FastifyInstance, sessions: SessionStore, service: RoleService) {
  registerEndpoint(app, sessions, roleEndpoints.save, ({ ctx, body }) => service.save(ctx, body));
  registerEndpoint(app, sessions, roleEndpoints.list, ({ ctx, query }) => service.list(ctx, query));
  registerEndpoint(app, sessions, roleEndpoints.get, ({ ctx, params }) => service.get(ctx, params.id));
  registerEndpoint(app, sessions, roleEndpoints.remove, async ({ ctx, body }) => {
    await service.remove(ctx, body.id);
    return null;
  });
}
