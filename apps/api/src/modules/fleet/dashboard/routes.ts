import { fleetDashboardEndpoints as endpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { DashboardFuelService } from "./fuel-service.js";
import type { DashboardService } from "./service.js";

export function fleetDashboardRoutes(
  app: FastifyInstance,
  sessions: SessionStore,
  dashboard: DashboardService,
  fuel: DashboardFuelService,
) {
  registerEndpoint(app, sessions, endpoints.summary, ({ ctx }) => dashboard.summary(ctx));
  registerEndpoint(app, sessions, endpoints.fuel, ({ ctx, query }) => fuel.fuel(ctx, query));
  registerEndpoint(app, sessions, endpoints.trend, ({ ctx, query }) => fuel.trend(ctx, query));
  registerEndpoint(app, sessions, endpoints.usage, ({ ctx }) => fuel.usage(ctx));
  registerEndpoint(app, sessions, endpoints.reviews, ({ ctx }) => fuel.reviews(ctx));
}
