import { opsEndpoints as endpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { AuditLogService } from "./service.js";

export function opsAuditLogRoutes(app: FastifyInstance, sessions: SessionStore, audit: AuditLogService) {
  registerEndpoint(app, sessions, endpoints.audit, ({ query }) => audit.list(query));
}
