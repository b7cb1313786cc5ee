import type { RouteObject } from "react-router";

/** Signed-in fleet users are sent on to the dashboard from these. */
export const fleetPublicOnlyRoutes: RouteObject[] = [
  { path: "login", lazy: () => import("./sign-in/fleet-sign-in-route") },
  { path: "register", lazy: () => import("./register/register-route") },
];

/** Open to anyone, signed in or not (a reset link may be opened in a signed-in browser). */
export const fleetPasswordRoutes: RouteObject[] = [
  { path: "forgot-password", lazy: () => import("./forgot-password/fleet-forgot-password-route") },
  { path: "reset-password/:token", lazy: () => import("./reset-password/fleet-reset-password-route") },
];
