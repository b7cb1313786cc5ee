import { useAction } from "../../../shared/api/use-action";
import { sessionStore, useSessionState } from "../../../shared/session/session-store";
import { loadStationLogin } from "./load-station-auth-kit";
import { StationSignInPage } from "./station-sign-in-page";

/** `/station/login`: on success the session is set and the public-only guard moves on to the terminal. */
export function Component() {
  const { reason } = useSessionState();
  const login = useAction(loadStationLogin);

  return (
    <StationSignInPage
      pending={login.isPending}
      errors={login.error}
      notice={reason}
      onDismissNotice={sessionStore.clearReason}
      onSubmit={(body) => void login.run(body, (result) => sessionStore.signIn({ ...result, realm: "station" }))}
    />
  );
}
