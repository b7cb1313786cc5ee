import { useAction } from "../../../../shared/api/use-action";
import { sessionStore, useSessionState } from "../../../../shared/session/session-store";
import { fleetAuthActions } from "../load-fleet-auth-kit";
import { FleetSignInPage } from "./fleet-sign-in-page";

/** `/fleet/login`: on success the session is set and the public-only guard moves on to the dashboard. */
export function Component() {
  const { reason } = useSessionState();
  const login = useAction(fleetAuthActions.login);

  return (
    <FleetSignInPage
      pending={login.isPending}
      errors={login.error}
      notice={reason}
      onDismissNotice={sessionStore.clearReason}
      onSubmit={(body) =>
        void login.run(body, (result) =>
          sessionStore.signIn({ ...result, realm: "fleet", remembered: body.remember_me }),
        )
      }
    />
  );
}
