import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { AppFrame } from "../../../app/layouts/app-frame";
import { homePathOf, isOpsSession, useSessionState } from "../../../shared/session/session-store";
import { PageLoader } from "../../../shared/ui/page-loader";
import { opsNav } from "../ops-nav";

export { loader } from "../ops-texts-ready";

/**
 * The operations console's signed-in shell. Signed out goes to `/ops/login`; a shop or fleet user
 * signed in in this browser goes to their own part. The console always signs out when idle: its
 * users move money.
 */
export function Component() {
  const { t } = useTranslation();
  const { status, session } = useSessionState();
  if (status === "restoring") return <PageLoader />;
  if (!session) return <Navigate to="/ops/login" replace />;
  if (!isOpsSession(session)) return <Navigate to={homePathOf(session)} replace />;
  return (
    <AppFrame
      nav={opsNav}
      user={{
        name: session.user.name,
        email: session.user.email,
        organisation: t(`ops.roles.${session.user.role}`),
      }}
    />
  );
}
