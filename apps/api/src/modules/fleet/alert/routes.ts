import { fleetAlertEndpoints as endpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { AlertService } from "./service.js";

export function fleetAlertRoutes(app: FastifyInstance, sessions: SessionStore, alerts: AlertService) {
  registerEndpoint(app, sessions, endpoints.settings, ({ ctx }) => alerts.settings(ctx));
  registerEndpoint(app, sessions, endpoints.saveSettings, ({ ctx, body }) => alerts.saveSettings(ctx, body));
  registerEndpoint(app, sessions, endpoints.feed, ({ ctx, query }) => alerts.feed(ctx, query));
}
