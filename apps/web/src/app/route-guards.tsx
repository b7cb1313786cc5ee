import { Navigate } from "react-router";
import { useSessionState } from "../shared/session/session-store";
import { PageLoader } from "../shared/ui/page-loader";
import { PublicLayout } from "./layouts/public-layout";

/** `/` and `/register`: a signed-in user goes straight to the dashboard. */
export function PublicOnlyRoute() {
  const { status } = useSessionState();
  if (status === "restoring") return <PageLoader />;
  if (status === "signed-in") return <Navigate to="/dashboard" replace />;
  return <PublicLayout />;
}
