import { categoryEndpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { CategoryService } from "./service.js";

export function categoryRoutes(app: FastifyInstance, sessions: SessionStore, service: CategoryService) {
  const e = categoryEndpoints;
  registerEndpoint(app, sessions, e.list, ({ ctx, query }) => service.list(ctx, query));
  registerEndpoint(app, sessions, e.get, ({ ctx, params }) => service.get(ctx, params.id));
  registerEndpoint(app, sessions, e.create, ({ ctx, body }) => service.create(ctx, body));
  registerEndpoint(app, sessions, e.update, ({ ctx, params, body }) => service.update(ctx, params.id, body));
  registerEndpoint(app, sessions, e.remove, async ({ ctx, body }) => {
    await service.remove(ctx, body.id);
    return null;
  });
  registerEndpoint(app, sessions, e.withServices, ({ ctx }) => service.withServices(ctx));
  registerEndpoint(app, sessions, e.withServicesByBranch, ({ ctx, query }) =>
    service.withServices(ctx, query.branch_id),
  );
  registerEndpoint(app, sessions, e.withProducts, ({ ctx }) => service.withProducts(ctx));
  registerEndpoint(app, sessions, e.withProductsByBranch, ({ ctx, query }) =>
    service.withProducts(ctx, query.branch_id),
  );
}
