import { fleetCompanyEndpoints as endpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { CompanyService } from "./service.js";

export function companyRoutes(app: FastifyInstance, sessions: SessionStore, companies: CompanyService) {
  registerEndpoint(app, sessions, endpoints.get, ({ ctx }) => companies.get(ctx));
  registerEndpoint(app, sessions, endpoints.updateSettings, ({ ctx, body }) => companies.updateSettings(ctx, body));
}
