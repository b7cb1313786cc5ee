import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { AppFrame } from "../../../app/layouts/app-frame";
import { homePathOf, isFleetSession, useSessionState } from "../../../shared/session/session-store";
import { PageLoader } from "../../../shared/ui/page-loader";
import { fleetNav } from "../fleet-nav";

export { loader } from "../fleet-texts-ready";

/**
 * The fleet portal's signed-in shell. Signed out goes to `/fleet/login`; a shop or console user
 * signed in in this browser goes to their own part.
 */
export function Component() {
  const { t } = useTranslation();
  const { status, session } = useSessionState();
  if (status === "restoring") return <PageLoader />;
  if (!session) return <Navigate to="/fleet/login" replace />;
  if (!isFleetSession(session)) return <Navigate to={homePathOf(session)} replace />;
  return (
    <AppFrame
      nav={fleetNav}
      signsOutWhenIdle={!session.remembered}
      user={{
        name: session.user.name,
        email: session.user.email,
        organisation: session.company.company_name,
        profilePath: "/fleet/profile",
        signOutConfirm: { title: t("fleet.sign_out.title"), text: t("fleet.sign_out.text") },
      }}
    />
  );
}
