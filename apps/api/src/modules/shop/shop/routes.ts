import { shopEndpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { ShopService } from "./service.js";

export function shopRoutes(app: FastifyInstance, sessions: SessionStore, service: ShopService) {
  registerEndpoint(app, sessions, shopEndpoints.get, ({ ctx }) => service.get(ctx));
  registerEndpoint(app, sessions, shopEndpoints.edit, ({ ctx, body }) => service.edit(ctx, body));
}
