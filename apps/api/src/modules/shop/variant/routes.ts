import { variantEndpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { VariantService } from "./service.js";

export function variantRoutes(app: FastifyInstance, sessions: SessionStore, service: VariantService) {
  const { list, create, update, remove } = variantEndpoints;
  registerEndpoint(app, sessions, list, ({ ctx, query }) => service.listByProduct(ctx, query.product_id));
  registerEndpoint(app, sessions, create, ({ ctx, body }) => service.create(ctx, body));
  registerEndpoint(app, sessions, update, ({ ctx, params, body }) => service.update(ctx, params.id, body));
  registerEndpoint(app, sessions, remove, async ({ ctx, body }) => {
    await service.remove(ctx, body.id);
    return null;
  });
}
