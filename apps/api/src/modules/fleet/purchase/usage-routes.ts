import { usageEndpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { createVehicleUsage } from "./vehicle-usage.js";

export function usageRoutes(
  app: FastifyInstance,
  sessions: SessionStore,
  vehicleUsage: ReturnType<typeof createVehicleUsage>,
) {
  registerEndpoint(app, sessions, usageEndpoints.vehicle, ({ ctx, params }) => vehicleUsage(ctx.tenantId, params.id));
}
