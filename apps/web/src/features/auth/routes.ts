import type { RouteObject } from "react-router";

/** Signed-in users are sent on to the dashboard from these. */
export const publicOnlyRoutes: RouteObject[] = [
  { index: true, lazy: () => import("./sign-in/sign-in-route") },
  { path: "register", lazy: () => import("./register/register-route") },
];

/** Open to anyone, signed in or not (a reset link may be opened in a signed-in browser). */
export const passwordRoutes: RouteObject[] = [
  { path: "forgot-password", lazy: () => import("./forgot-password/forgot-password-route") },
  { path: "reset-password/:token", lazy: () => import("./reset-password/reset-password-route") },
  { path: "reset/password", lazy: () => import("./reset-password/reset-password-route") },
];
