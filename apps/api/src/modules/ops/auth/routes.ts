import { opsAuthEndpoints as endpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { OpsAuthService } from "./service.js";

export function opsAuthRoutes(app: FastifyInstance, sessions: SessionStore, auth: OpsAuthService) {
  registerEndpoint(app, sessions, endpoints.login, ({ body, request }) => auth.login(body, request.ip));
  registerEndpoint(app, sessions, endpoints.me, ({ ctx }) => auth.me(ctx));
  registerEndpoint(app, sessions, endpoints.logout, async ({ ctx }) => {
    await auth.logout(ctx);
    return null;
  });
}
