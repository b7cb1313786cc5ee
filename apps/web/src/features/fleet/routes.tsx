import { Navigate, Outlet, type RouteObject } from "react-router";
import { isFleetSession, permissionsOf, useSessionState } from "../../shared/session/session-store";
import { ErrorPage } from "../../shared/ui/error-page";
import { PageLoader } from "../../shared/ui/page-loader";
import { fleetPasswordRoutes, fleetPublicOnlyRoutes } from "./auth/routes";
import { firstAllowedPath } from "./fleet-nav";

/** `/fleet/login` and `/fleet/register`: a signed-in fleet user goes straight to the dashboard. */
function FleetPublicOnlyRoute() {
  const { status, session } = useSessionState();
  if (status === "restoring") return <PageLoader />;
  if (isFleetSession(session)) return <Navigate to="/fleet" replace />;
  return <Outlet />;
}

/** `/fleet`: the dashboard, or the first screen the user's role allows. */
function FleetHome() {
  const { session } = useSessionState();
  return <Navigate to={firstAllowedPath(permissionsOf(session))} replace />;
}

/** The portal's public pages, under `/fleet` (each screen lazy). */
export const fleetPublicRoutes: RouteObject[] = [
  { Component: FleetPublicOnlyRoute, children: fleetPublicOnlyRoutes },
  ...fleetPasswordRoutes,
];

/** The portal's signed-in screens, under `/fleet` (each screen lazy). One line per screen. */
export const fleetRoutes: RouteObject[] = [
  { index: true, Component: FleetHome },
  { path: "dashboard", lazy: () => import("./dashboard/dashboard-route") },
  { path: "alerts", lazy: () => import("./alert/alerts-route") },
  { path: "profile", lazy: () => import("./profile/profile-route") },
  { path: "employees", lazy: () => import("./employee/employee-list-route") },
  { path: "employees/add", lazy: () => import("./employee/employee-add-route") },
  { path: "employees/edit/:id", lazy: () => import("./employee/employee-edit-route") },
  { path: "vehicles", lazy: () => import("./vehicle/vehicle-list-route") },
  { path: "vehicles/add", lazy: () => import("./vehicle/vehicle-add-route") },
  { path: "vehicles/edit/:id", lazy: () => import("./vehicle/vehicle-edit-route") },
  { path: "vehicles/view/:id", lazy: () => import("./vehicle/vehicle-view-route") },
  { path: "vehicles/sticker/:id", lazy: () => import("./vehicle/vehicle-sticker-route") },
  { path: "rules", lazy: () => import("./rule/rule-list-route") },
  { path: "rules/add", lazy: () => import("./rule/rule-add-route") },
  { path: "rules/edit/:id", lazy: () => import("./rule/rule-edit-route") },
  { path: "rules/view/:id", lazy: () => import("./rule/rule-view-route") },
  { path: "assignments", lazy: () => import("./assignment/assignments-route") },
  { path: "assignments/history", lazy: () => import("./assignment/assignment-history-route") },
  { path: "transactions", lazy: () => import("./transaction/transaction-list-route") },
  { path: "transactions/:id", lazy: () => import("./transaction/transaction-detail-route") },
  { path: "balance", lazy: () => import("./balance/balance-route") },
  { path: "invoices", lazy: () => import("./invoice/invoice-list-route") },
  { path: "invoices/:id", lazy: () => import("./invoice/invoice-detail-route") },
  { path: "statements", lazy: () => import("./statement/statement-list-route") },
  { path: "statements/account", lazy: () => import("./statement/statement-account-route") },
  { path: "statements/:id", lazy: () => import("./statement/statement-detail-route") },
  { path: "reports", lazy: () => import("./report/report-route") },
  { path: "settings/roles", lazy: () => import("./role/role-list-route") },
  { path: "settings/roles/add", lazy: () => import("./role/role-add-route") },
  { path: "settings/roles/edit/:id", lazy: () => import("./role/role-edit-route") },
  { path: "settings/branches", lazy: () => import("./org-unit/org-unit-route").then((m) => m.branches) },
  { path: "settings/departments", lazy: () => import("./org-unit/org-unit-route").then((m) => m.departments) },
  { path: "settings/designations", lazy: () => import("./org-unit/org-unit-route").then((m) => m.designations) },
  { path: "settings/safety-factors", lazy: () => import("./safety-factor/safety-factors-route") },
  { path: "settings/service-fee", lazy: () => import("./service-fee/service-fee-route") },
  { path: "settings/company", lazy: () => import("./company/company-settings-route") },
];

/** The portal's part of the route tree, added under `/` on the first visit to a `/fleet` path. */
export const fleetRouteTree: RouteObject = {
  path: "fleet",
  children: [
    { lazy: () => import("./layouts/fleet-public-layout"), children: fleetPublicRoutes },
    {
      lazy: () => import("./layouts/fleet-signed-in-layout"),
      children: [{ errorElement: <ErrorPage />, children: fleetRoutes }],
    },
  ],
};
