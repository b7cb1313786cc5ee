import { safetyFactorEndpoints as endpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { SafetyFactorService } from "./service.js";

export function safetyFactorRoutes(app: FastifyInstance, sessions: SessionStore, factors: SafetyFactorService) {
  registerEndpoint(app, sessions, endpoints.list, ({ ctx, query }) => factors.list(ctx, query));
  registerEndpoint(app, sessions, endpoints.update, ({ ctx, body }) => factors.update(ctx, body));
}
