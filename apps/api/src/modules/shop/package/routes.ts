import { packageEndpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { PackageService } from "./service.js";

export function packageRoutes(app: FastifyInstance, sessions: SessionStore, service: PackageService) {
  registerEndpoint(app, sessions, packageEndpoints.list, ({ ctx, query }) => service.list(ctx, query));
  registerEndpoint(app, sessions, packageEndpoints.get, ({ ctx, params }) => service.get(ctx, params.id));
  registerEndpoint(app, sessions, packageEndpoints.byBranch, ({ ctx, query }) =>
    service.activeAtBranch(ctx, query.branch_id),
  );
  registerEndpoint(app, sessions, packageEndpoints.save, ({ ctx, body }) => service.save(ctx, body));
  registerEndpoint(app, sessions, packageEndpoints.remove, async ({ ctx, body }) => {
    await service.remove(ctx, body.id);
    return null;
  });
}
