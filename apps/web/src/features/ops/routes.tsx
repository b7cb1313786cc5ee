import { Navigate, Outlet, type RouteObject } from "react-router";
import { isOpsSession, permissionsOf, useSessionState } from "../../shared/session/session-store";
import { ErrorPage } from "../../shared/ui/error-page";
import { PageLoader } from "../../shared/ui/page-loader";
import { firstAllowedOpsPath } from "./ops-nav";

/** `/ops/login`: a signed-in console user goes straight to the console. */
function OpsPublicOnlyRoute() {
  const { status, session } = useSessionState();
  if (status === "restoring") return <PageLoader />;
  if (isOpsSession(session)) return <Navigate to="/ops" replace />;
  return <Outlet />;
}

/** `/ops`: the top-up queue, or the first screen the user's role allows. */
function OpsHome() {
  const { session } = useSessionState();
  return <Navigate to={firstAllowedOpsPath(permissionsOf(session))} replace />;
}

/** The console's signed-in screens, under `/ops` (each screen lazy). One line per screen. */
export const opsRoutes: RouteObject[] = [
  { index: true, Component: OpsHome },
  { path: "top-ups", lazy: () => import("./top-up/top-up-queue-route") },
  { path: "companies", lazy: () => import("./company/company-list-route") },
  { path: "companies/:companyId", lazy: () => import("./company/company-detail-route") },
  { path: "companies/:companyId/purchases", lazy: () => import("./company/company-purchases-route") },
  { path: "companies/:companyId/purchases/:id", lazy: () => import("./company/company-purchase-route") },
  { path: "stations", lazy: () => import("./station/station-list-route") },
  { path: "stations/add", lazy: () => import("./station/station-add-route") },
  { path: "stations/fuel-prices", lazy: () => import("./station/fuel-prices-route") },
  { path: "stations/:stationId", lazy: () => import("./station/station-detail-route") },
  { path: "stations/:stationId/edit", lazy: () => import("./station/station-edit-route") },
  { path: "settings", lazy: () => import("./settings/settings-route") },
  { path: "audit", lazy: () => import("./audit/audit-route") },
  { path: "users", lazy: () => import("./user/user-list-route") },
  { path: "disputes", lazy: () => import("./dispute/dispute-route") },
];

/** The console's part of the route tree, added under `/` on the first visit to an `/ops` path. */
export const opsRouteTree: RouteObject = {
  path: "ops",
  children: [
    {
      lazy: () => import("./layouts/ops-public-layout"),
      children: [
        {
          Component: OpsPublicOnlyRoute,
          children: [{ path: "login", lazy: () => import("./auth/ops-sign-in-route") }],
        },
      ],
    },
    {
      lazy: () => import("./layouts/ops-signed-in-layout"),
      children: [{ errorElement: <ErrorPage />, children: opsRoutes }],
    },
  ],
};
