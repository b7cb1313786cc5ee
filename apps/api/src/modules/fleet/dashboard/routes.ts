import { fleetDashboardEndpoints as endpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { DashboardService } from "./service.js";

export function fleetDashboardRoutes(app: FastifyInstance, sessions: SessionStore, dashboard: DashboardService) {
  registerEndpoint(app, sessions, endpoints.summary, ({ ctx }) => dashboard.summary(ctx));
}
