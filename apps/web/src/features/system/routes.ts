import type { RouteObject } from "react-router";

export const systemRoutes: RouteObject[] = [
  { path: "404", lazy: () => import("./not-found/not-found-route") },
  { path: "*", lazy: () => import("./not-found/not-found-route") },
];
