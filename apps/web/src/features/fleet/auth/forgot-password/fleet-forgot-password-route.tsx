import { useState } from "react";
import { useAction } from "../../../../shared/api/use-action";
import { ForgotPasswordPage } from "../../../auth/forgot-password/forgot-password-page";
import { fleetAuthActions } from "../load-fleet-auth-kit";
import { CheckEmailPage } from "./check-email-page";

/** `/fleet/forgot-password`: the e-mail, then "check your e-mail" (the same answer whether or not it has an account). */
export function Component() {
  const forgot = useAction(fleetAuthActions.forgotPassword);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resends, setResends] = useState(0);

  if (sentTo) {
    return (
      <CheckEmailPage
        email={sentTo}
        pending={forgot.isPending}
        errors={forgot.error}
        isResent={resends > 0 && forgot.isSuccess}
        onResend={() => void forgot.run({ email: sentTo }, () => setResends((n) => n + 1))}
      />
    );
  }
  return (
    <ForgotPasswordPage
      pending={forgot.isPending}
      errors={forgot.error}
      isSent={false}
      signInPath="/fleet/login"
      onSubmit={(body) => void forgot.run(body, () => setSentTo(body.email))}
    />
  );
}
