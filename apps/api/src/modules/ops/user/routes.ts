import { opsEndpoints as endpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { OpsUserService } from "./service.js";

export function opsUserRoutes(app: FastifyInstance, sessions: SessionStore, users: OpsUserService) {
  registerEndpoint(app, sessions, endpoints.users, ({ query }) => users.list(query));
  registerEndpoint(app, sessions, endpoints.addUser, ({ ctx, body }) => users.add(ctx, body));
  registerEndpoint(app, sessions, endpoints.updateUser, ({ ctx, params, body }) => users.update(ctx, params.id, body));
}
