import { teamEndpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { TeamService } from "./service.js";

export function teamRoutes(app: FastifyInstance, sessions: SessionStore, service: TeamService) {
  const e = teamEndpoints;
  registerEndpoint(app, sessions, e.list, ({ ctx, query }) => service.list(ctx, query));
  registerEndpoint(app, sessions, e.get, ({ ctx, params }) => service.get(ctx, params.id));
  registerEndpoint(app, sessions, e.byBranch, ({ ctx, query }) => service.byBranch(ctx, query.branch_id));
  registerEndpoint(app, sessions, e.byBranchService, ({ ctx, query }) =>
    service.byBranch(ctx, query.branch_id, query.service_id),
  );
  registerEndpoint(app, sessions, e.create, ({ ctx, body }) => service.create(ctx, body));
  registerEndpoint(app, sessions, e.update, ({ ctx, params, body }) => service.update(ctx, params.id, body));
  registerEndpoint(app, sessions, e.remove, async ({ ctx, body }) => {
    await service.remove(ctx, body.id);
    return null;
  });
  registerEndpoint(app, sessions, e.toggleStatus, ({ ctx, params }) => service.toggleStatus(ctx, params.id));
  registerEndpoint(app, sessions, e.setServices, ({ ctx, body }) => service.setServices(ctx, body));
  registerEndpoint(app, sessions, e.resendInvitation, async ({ ctx, body }) => {
    await service.resendInvitation(ctx, body.id);
    return null;
  });
}
