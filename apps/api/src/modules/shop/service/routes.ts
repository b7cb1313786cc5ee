import { serviceEndpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { ServiceService } from "./service.js";

export function serviceRoutes(app: FastifyInstance, sessions: SessionStore, service: ServiceService) {
  const e = serviceEndpoints;
  registerEndpoint(app, sessions, e.list, ({ ctx, query }) => service.list(ctx, query));
  registerEndpoint(app, sessions, e.get, ({ ctx, params }) => service.get(ctx, params.id));
  registerEndpoint(app, sessions, e.create, ({ ctx, body }) => service.create(ctx, body));
  registerEndpoint(app, sessions, e.update, ({ ctx, params, body }) => service.update(ctx, params.id, body));
  registerEndpoint(app, sessions, e.remove, async ({ ctx, body }) => {
    await service.remove(ctx, body.id);
    return null;
  });
  registerEndpoint(app, sessions, e.byBranch, ({ ctx, query }) => service.activeOfBranch(ctx, query.branch_id));
  registerEndpoint(app, sessions, e.members, ({ ctx, query }) => service.membersOf(ctx, query.service_id));
  registerEndpoint(app, sessions, e.byTeam, ({ ctx, body }) => service.ofMember(ctx, body.team_id));
}
