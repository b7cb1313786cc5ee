import { Navigate, Outlet, type RouteObject } from "react-router";
import { isStationSession, useSessionState } from "../../shared/session/session-store";
import { ErrorPage } from "../../shared/ui/error-page";
import { PageLoader } from "../../shared/ui/page-loader";

/** `/station/login`: a signed-in attendant goes straight to the terminal. */
function StationPublicOnlyRoute() {
  const { status, session } = useSessionState();
  if (status === "restoring") return <PageLoader />;
  if (isStationSession(session)) return <Navigate to="/station" replace />;
  return <Outlet />;
}

/** The terminal's part of the route tree, added under `/` on the first visit to a `/station` path. */
export const stationRouteTree: RouteObject = {
  path: "station",
  children: [
    {
      lazy: () => import("./layouts/station-public-layout"),
      children: [
        {
          Component: StationPublicOnlyRoute,
          children: [{ path: "login", lazy: () => import("./auth/station-sign-in-route") }],
        },
      ],
    },
    {
      lazy: () => import("./layouts/station-signed-in-layout"),
      children: [
        { errorElement: <ErrorPage />, children: [{ index: true, lazy: () => import("./terminal/terminal-route") }] },
      ],
    },
  ],
};
