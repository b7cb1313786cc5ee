import "@mantine/core/styles/SimpleGrid.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { queryClient } from "../../../app/query-client";
import { useAction } from "../../../shared/api/use-action";
import { sessionStore } from "../../../shared/session/session-store";
import { authActions } from "../load-auth-kit";
import { RegisterPage } from "./register-page";

/**
 * `/register`: creates the shop and its owner, signs in and lands on the dashboard. The country
 * list is a cached query, so this public page brings the query client the signed-in screens use.
 */
export function Component() {
  const navigate = useNavigate();
  const signup = useAction(authActions.signup);
  const errors = signup.error;

  return (
    <QueryClientProvider client={queryClient}>
      <RegisterPage
        pending={signup.isPending}
        errors={errors}
        onSubmit={(body) =>
          void signup.run(body, (result) => {
            sessionStore.signIn(result);
            void navigate("/dashboard", { replace: true });
          })
        }
      />
    </QueryClientProvider>
  );
}
