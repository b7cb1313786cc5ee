import { serviceEndpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { ServiceCatalog } from "./service.js";

export function serviceRoutes(app: FastifyInstance, sessions: SessionStore, catalog: ServiceCatalog) {
  const e = serviceEndpoints;
  registerEndpoint(app, sessions, e.list, ({ ctx, query }) => catalog.list(ctx, query));
  registerEndpoint(app, sessions, e.get, ({ ctx, params }) => catalog.get(ctx, params.id));
  registerEndpoint(app, sessions, e.create, ({ ctx, body }) => catalog.create(ctx, body));
  registerEndpoint(app, sessions, e.update, ({ ctx, params, body }) => catalog.update(ctx, params.id, body));
  registerEndpoint(app, sessions, e.remove, async ({ ctx, body }) => {
    await catalog.remove(ctx, body.id);
    return null;
  });
  registerEndpoint(app, sessions, e.byBranch, ({ ctx, query }) => catalog.activeOfBranch(ctx, query.branch_id));
  registerEndpoint(app, sessions, e.members, ({ ctx, query }) => catalog.membersOf(ctx, query.service_id));
  registerEndpoint(app, sessions, e.byTeam, ({ ctx, body }) => catalog.ofMember(ctx, body.team_id));
}
