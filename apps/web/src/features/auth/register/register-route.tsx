import "@mantine/core/styles/SimpleGrid.css";
import { useNavigate } from "react-router";
import { useAction } from "../../../shared/api/use-action";
import { sessionStore } from "../../../shared/session/session-store";
import { authActions } from "../load-auth-kit";
import { RegisterPage } from "./register-page";

/** `/register`: creates the shop and its owner, signs in and lands on the dashboard. */
export function Component() {
  const navigate = useNavigate();
  const signup = useAction(authActions.signup);
  const errors = signup.error;

  return (
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
  );
}
