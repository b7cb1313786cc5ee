import { productEndpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { ProductService } from "./service.js";

export function productRoutes(app: FastifyInstance, sessions: SessionStore, service: ProductService) {
  const { list, byShop, byBranch, get, create, update, remove } = productEndpoints;
  registerEndpoint(app, sessions, list, ({ ctx, query }) => service.list(ctx, query));
  registerEndpoint(app, sessions, byShop, ({ ctx, query }) => service.byShop(ctx, query));
  registerEndpoint(app, sessions, byBranch, ({ ctx, query }) => service.byBranch(ctx, query.branch_id));
  registerEndpoint(app, sessions, get, ({ ctx, params }) => service.get(ctx, params.id));
  registerEndpoint(app, sessions, create, ({ ctx, body }) => service.create(ctx, body));
  registerEndpoint(app, sessions, update, ({ ctx, params, body }) => service.update(ctx, params.id, body));
  registerEndpoint(app, sessions, remove, async ({ ctx, body }) => {
    await service.remove(ctx, body.id);
    return null;
  });
}
