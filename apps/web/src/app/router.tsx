import { createBrowserRouter, type RouteObject } from "react-router";
import { passwordRoutes, publicOnlyRoutes } from "../features/auth/routes";
import { systemRoutes } from "../features/system/routes";
import { ErrorPage } from "../shared/ui/error-page";
import { PageLoader } from "../shared/ui/page-loader";
import { PublicLayout } from "./layouts/public-layout";
import { RootLayout } from "./layouts/root-layout";
import { PublicOnlyRoute } from "./route-guards";

/** Where the signed-in screens are added once their table has loaded. */
const SIGNED_IN_SCREENS = "signed-in-screens";
/** Where the fleet portal's route tree (`/fleet/...`) is added, likewise. */
const ROOT = "root";

const routes: RouteObject[] = [
  {
    id: ROOT,
    path: "/",
    Component: RootLayout,
    errorElement: <ErrorPage />,
    HydrateFallback: PageLoader,
    children: [
      { Component: PublicOnlyRoute, children: publicOnlyRoutes },
      { Component: PublicLayout, children: passwordRoutes },
      {
        lazy: () => import("./layouts/signed-in-layout"),
        children: [{ id: SIGNED_IN_SCREENS, errorElement: <ErrorPage />, children: [] }],
      },
      ...systemRoutes,
    ],
  },
];

let shopRoutesModule: Promise<{ shopRoutes: RouteObject[] }> | null = null;
let fleetRoutesModule: Promise<{ fleetRouteTree: RouteObject }> | null = null;
let opsRoutesModule: Promise<{ opsRouteTree: RouteObject }> | null = null;
let stationRoutesModule: Promise<{ stationRouteTree: RouteObject }> | null = null;

const isFleetPath = (path: string) => path === "/fleet" || path.startsWith("/fleet/");
const isOpsPath = (path: string) => path === "/ops" || path.startsWith("/ops/");
const isStationPath = (path: string) => path === "/station" || path.startsWith("/station/");

/**
 * The route tree. Each feature exports its own routes (every screen `lazy`), so adding a screen
 * never means editing one long router file. A screen that throws shows the generic error page:
 * inside the signed-in shell for signed-in screens, full page elsewhere.
 *
 * The signed-in screens' table (a lazy import per screen, with the list of files each needs) is
 * itself loaded on the first visit to a path the public routes do not know, so the sign-in page
 * does not carry it (0008). React Router asks before matching such a path, including on first load.
 * The fleet portal's whole tree (`/fleet/...`), the operations console's (`/ops/...`) and the station
 * terminal's (`/station/...`) load the same way, each only for its own paths.
 */
export const router = createBrowserRouter(routes, {
  // Patched on every call, not once: React Router ignores the patch of a navigation that was
  // overtaken by another (sign-up navigating while the session change redirects), and drops repeats.
  async patchRoutesOnNavigation({ path, patch }) {
    if (isFleetPath(path)) {
      fleetRoutesModule ??= import("../features/fleet/routes");
      patch(ROOT, [(await fleetRoutesModule).fleetRouteTree]);
      return;
    }
    if (isOpsPath(path)) {
      opsRoutesModule ??= import("../features/ops/routes");
      patch(ROOT, [(await opsRoutesModule).opsRouteTree]);
      return;
    }
    if (isStationPath(path)) {
      stationRoutesModule ??= import("../features/station/routes");
      patch(ROOT, [(await stationRoutesModule).stationRouteTree]);
      return;
    }
    shopRoutesModule ??= import("../features/shop/routes");
    patch(SIGNED_IN_SCREENS, (await shopRoutesModule).shopRoutes);
  },
});
