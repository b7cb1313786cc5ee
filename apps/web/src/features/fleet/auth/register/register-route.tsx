import { QueryClientProvider } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { queryClient } from "../../../../app/query-client";
import { requestRaw } from "../../../../shared/api/client";
import { useAction } from "../../../../shared/api/use-action";
import { sessionStore } from "../../../../shared/session/session-store";
import { fleetAuthActions } from "../load-fleet-auth-kit";
import { FleetRegisterPage } from "./register-page";

/** Whether the first step's e-mail is free: null, or the failed call (409 when it is taken). */
async function checkEmail(email: string): Promise<unknown> {
  try {
    await requestRaw(await fleetAuthActions.checkEmail(), { body: { email } });
    return null;
  } catch (error) {
    return error;
  }
}

/**
 * `/fleet/register`: creates the company and its admin, signs in and lands on the dashboard. The
 * address lists are cached queries, so this public page brings the query client the signed-in
 * screens use.
 */
export function Component() {
  const navigate = useNavigate();
  const signup = useAction(fleetAuthActions.signup);

  return (
    <QueryClientProvider client={queryClient}>
      <FleetRegisterPage
        pending={signup.isPending}
        errors={signup.error}
        onCheckEmail={checkEmail}
        onSubmit={(body) =>
          void signup.run(body, (result) => {
            sessionStore.signIn({ ...result, realm: "fleet" });
            void navigate("/fleet/dashboard", { replace: true });
          })
        }
      />
    </QueryClientProvider>
  );
}
