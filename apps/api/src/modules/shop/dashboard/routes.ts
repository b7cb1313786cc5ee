import { shopDashboardEndpoints as e } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { ShopDashboardService } from "./service.js";

export function shopDashboardRoutes(app: FastifyInstance, sessions: SessionStore, service: ShopDashboardService) {
  registerEndpoint(app, sessions, e.analytics, ({ ctx, query }) => service.analytics(ctx, query));
}
