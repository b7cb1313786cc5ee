import { useAction } from "../../../shared/api/use-action";
import { sessionStore, useSessionState } from "../../../shared/session/session-store";
import { loadOpsLogin } from "./load-ops-auth-kit";
import { OpsSignInPage } from "./ops-sign-in-page";

/** `/ops/login`: on success the session is set and the public-only guard moves on to the console. */
export function Component() {
  const { reason } = useSessionState();
  const login = useAction(loadOpsLogin);

  return (
    <OpsSignInPage
      pending={login.isPending}
      errors={login.error}
      notice={reason}
      onDismissNotice={sessionStore.clearReason}
      onSubmit={(body) => void login.run(body, (result) => sessionStore.signIn({ ...result, realm: "ops" }))}
    />
  );
}
