import { useParams, useSearchParams } from "react-router";
import { useAction } from "../../../shared/api/use-action";
import { authActions } from "../load-auth-kit";
import { ResetPasswordPage } from "./reset-password-page";

/** Both `/reset-password/:token` (the mailed link) and `/reset/password?token=` (spec 000 section 2). */
export function Component() {
  const { token: pathToken } = useParams();
  const [searchParams] = useSearchParams();
  const token = pathToken ?? searchParams.get("token") ?? "";
  const reset = useAction(authActions.resetPassword);
  const errors = reset.error;

  return (
    <ResetPasswordPage
      pending={reset.isPending}
      errors={errors}
      isDone={reset.isSuccess}
      isTokenMissing={!token}
      onSubmit={(password) => void reset.run({ token, password })}
    />
  );
}
