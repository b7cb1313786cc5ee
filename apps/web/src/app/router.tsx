import { createBrowserRouter } from "react-router";
import { passwordRoutes, publicOnlyRoutes } from "../features/auth/routes";
import { shopRoutes } from "../features/shop/routes";
import { systemRoutes } from "../features/system/routes";
import { ErrorPage } from "../shared/ui/error-page";
import { PageLoader } from "../shared/ui/page-loader";
import { PublicLayout } from "./layouts/public-layout";
import { RootLayout } from "./layouts/root-layout";
import { PublicOnlyRoute } from "./route-guards";

/**
 * The route tree. Each feature exports its own routes (every screen `lazy`), so adding a screen
 * never means editing one long router file. A screen that throws shows the generic error page:
 * inside the signed-in shell for signed-in screens, full page elsewhere.
 */
export const router = createBrowserRouter([
  {
    path: "/",
    Component: RootLayout,
    errorElement: <ErrorPage />,
    HydrateFallback: PageLoader,
    children: [
      { Component: PublicOnlyRoute, children: publicOnlyRoutes },
      { Component: PublicLayout, children: passwordRoutes },
      {
        lazy: () => import("./layouts/signed-in-layout"),
        children: [{ errorElement: <ErrorPage />, children: shopRoutes }],
      },
      ...systemRoutes,
    ],
  },
]);
