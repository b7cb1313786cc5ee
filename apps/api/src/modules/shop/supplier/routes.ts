import { supplierEndpoints as e } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { SupplierService } from "./service.js";

export function supplierRoutes(app: FastifyInstance, sessions: SessionStore, service: SupplierService) {
  registerEndpoint(app, sessions, e.list, ({ ctx, query }) => service.list(ctx, query));
  registerEndpoint(app, sessions, e.get, ({ ctx, params }) => service.detail(ctx, params.id));
  registerEndpoint(app, sessions, e.create, ({ ctx, body }) => service.create(ctx, body));
  registerEndpoint(app, sessions, e.update, ({ ctx, params, body }) => service.update(ctx, params.id, body));
  registerEndpoint(app, sessions, e.remove, async ({ ctx, body }) => {
    await service.remove(ctx, body.id);
    return null;
  });
}
