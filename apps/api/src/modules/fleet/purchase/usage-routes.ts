import { usageEndpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { createRuleHolders } from "./rule-holders.js";
import type { createVehicleUsage } from "./vehicle-usage.js";

export function usageRoutes(
  app: FastifyInstance,
  sessions: SessionStore,
  vehicleUsage: ReturnType<typeof createVehicleUsage>,
  ruleHolders: ReturnType<typeof createRuleHolders>,
) {
  registerEndpoint(app, sessions, usageEndpoints.vehicle, ({ ctx, params }) => vehicleUsage(ctx.tenantId, params.id));
  registerEndpoint(app, sessions, usageEndpoints.rule, ({ ctx, params }) => ruleHolders(ctx.tenantId, params.id));
}
