import { useAction } from "../../../shared/api/use-action";
import { authActions } from "../load-auth-kit";
import { ForgotPasswordPage } from "./forgot-password-page";

/** `/forgot-password`: the same answer whether or not the e-mail has an account. */
export function Component() {
  const forgot = useAction(authActions.forgotPassword);
  const errors = forgot.error;
  return (
    <ForgotPasswordPage
      pending={forgot.isPending}
      errors={errors}
      isSent={forgot.isSuccess}
      onSubmit={(body) => void forgot.run(body)}
    />
  );
}
