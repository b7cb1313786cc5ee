import { useParams } from "react-router";
import { useAction } from "../../../../shared/api/use-action";
import { ResetPasswordPage } from "../../../auth/reset-password/reset-password-page";
import { fleetAuthActions, fleetAuthSchemas } from "../load-fleet-auth-kit";

const fleetPaths = { signIn: "/fleet/login", forgotPassword: "/fleet/forgot-password" };

/** `/fleet/reset-password/:token`: the link the portal's reset mail carries. */
export function Component() {
  const { token = "" } = useParams();
  const reset = useAction(fleetAuthActions.resetPassword);
  return (
    <ResetPasswordPage
      pending={reset.isPending}
      errors={reset.error}
      isDone={reset.isSuccess}
      isTokenMissing={!token}
      paths={fleetPaths}
      schema={fleetAuthSchemas.resetPassword}
      onSubmit={(password) => void reset.run({ token, password })}
    />
  );
}
