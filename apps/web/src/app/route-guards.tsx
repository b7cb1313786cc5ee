import { Navigate } from "react-router";
import { homePathOf, useSessionState } from "../shared/session/session-store";
import { PageLoader } from "../shared/ui/page-loader";
import { PublicLayout } from "./layouts/public-layout";

/** `/` and `/register`: a signed-in user goes straight to their dashboard. */
export function PublicOnlyRoute() {
  const { status, session } = useSessionState();
  if (status === "restoring") return <PageLoader />;
  if (session) return <Navigate to={homePathOf(session)} replace />;
  return <PublicLayout />;
}
