import { fleetAuthEndpoints as endpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { FleetAuthService } from "./service.js";

export function fleetAuthRoutes(app: FastifyInstance, sessions: SessionStore, auth: FleetAuthService) {
  registerEndpoint(app, sessions, endpoints.signup, ({ body, request }) => auth.signup(body, request.ip));
  registerEndpoint(app, sessions, endpoints.checkEmail, async ({ body, request }) => {
    await auth.checkEmail(body, request.ip);
    return null;
  });
  registerEndpoint(app, sessions, endpoints.login, ({ body, request }) => auth.login(body, request.ip));
  registerEndpoint(app, sessions, endpoints.userInfo, ({ ctx }) => auth.userInfo(ctx));
  registerEndpoint(app, sessions, endpoints.forgotPassword, async ({ body, request }) => {
    await auth.forgotPassword(body, request.ip);
    return null;
  });
  registerEndpoint(app, sessions, endpoints.resetPassword, async ({ body }) => {
    await auth.resetPassword(body);
    return null;
  });
  registerEndpoint(app, sessions, endpoints.logout, async ({ ctx }) => {
    await auth.logout(ctx);
    return null;
  });
  registerEndpoint(app, sessions, endpoints.profile, ({ ctx, body }) => auth.updateProfile(ctx, body));
  registerEndpoint(app, sessions, endpoints.changePassword, async ({ ctx, body }) => {
    await auth.changePassword(ctx, body);
    return null;
  });
}
