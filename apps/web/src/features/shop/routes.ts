import type { RouteObject } from "react-router";

export const shopRoutes: RouteObject[] = [
  { path: "dashboard", lazy: () => import("./dashboard/dashboard-route") },
  { path: "settings/store", lazy: () => import("./store/store-settings-route") },
  { path: "settings/store/branches/add", lazy: () => import("./branch/branch-add-route") },
  { path: "settings/store/branches/edit/:id", lazy: () => import("./branch/branch-edit-route") },
];
