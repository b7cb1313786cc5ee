import { serviceFeeEndpoints as endpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { ServiceFeeService } from "./service.js";

export function serviceFeeRoutes(app: FastifyInstance, sessions: SessionStore, fees: ServiceFeeService) {
  registerEndpoint(app, sessions, endpoints.get, ({ ctx }) => fees.get(ctx));
}
