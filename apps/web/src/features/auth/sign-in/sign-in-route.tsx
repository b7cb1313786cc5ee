import { useAction } from "../../../shared/api/use-action";
import { sessionStore, useSessionState } from "../../../shared/session/session-store";
import { authActions } from "../load-auth-kit";
import { SignInPage } from "./sign-in-page";

/** `/`: on success the session is set and the public-only guard moves on to the dashboard. */
export function Component() {
  const { reason } = useSessionState();
  const login = useAction(authActions.login);
  const errors = login.error;

  return (
    <SignInPage
      pending={login.isPending}
      errors={errors}
      notice={reason}
      onDismissNotice={sessionStore.clearReason}
      onSubmit={(body) => void login.run(body, sessionStore.signIn)}
    />
  );
}
