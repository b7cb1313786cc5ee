import { authEndpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { ShopAuthService } from "./service.js";

export function shopAuthRoutes(app: FastifyInstance, sessions: SessionStore, auth: ShopAuthService) {
  registerEndpoint(app, sessions, authEndpoints.signup, ({ body, request }) => auth.signup(body, request.ip));
  registerEndpoint(app, sessions, authEndpoints.login, ({ body, request }) => auth.login(body, request.ip));
  registerEndpoint(app, sessions, authEndpoints.userInfo, ({ ctx }) => auth.userInfo(ctx));
  registerEndpoint(app, sessions, authEndpoints.forgotPassword, async ({ body, request }) => {
    await auth.forgotPassword(body, request.ip);
    return null;
  });
  registerEndpoint(app, sessions, authEndpoints.resetPassword, async ({ body }) => {
    await auth.resetPassword(body);
    return null;
  });
  registerEndpoint(app, sessions, authEndpoints.logout, async ({ ctx }) => {
    await auth.logout(ctx);
    return null;
  });
}
