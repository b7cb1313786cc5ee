import { Button, PasswordInput, Stack } from "@mantine/core";
import type { OpsLoginBody } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import type { SignOutReason } from "../../../shared/session/session-store";
import { FormError } from "../../../shared/ui/form-error";
import { EmailInput } from "../../../shared/ui/ltr-input";
import { FullScreenLoader } from "../../../shared/ui/page-loader";
import { AuthCard } from "../../auth/auth-card";
import { loadOpsLoginSchema } from "./load-ops-auth-kit";
import { SignOutNotice } from "../../auth/sign-out-notice";

export interface OpsSignInPageProps {
  pending: boolean;
  /** The failed call, if any: field messages land on their fields, the rest above the button. */
  errors: unknown;
  /** Why the user was signed out without asking (session expired, inactivity). */
  notice: SignOutReason | null;
  onDismissNotice: () => void;
  onSubmit: (body: OpsLoginBody) => void;
}

const initialValues = { email: "", password: "" };

/**
 * The console's sign-in: e-mail and password only. Console accounts are made by an admin, and a
 * forgotten password is reset by one, so there is no sign-up, reset link or "remember me".
 */
export function OpsSignInPage({ pending, errors, notice, onDismissNotice, onSubmit }: OpsSignInPageProps) {
  const { t } = useTranslation();
  const { field, formProps, formError } = useSchemaForm(loadOpsLoginSchema, initialValues, errors);

  return (
    <AuthCard title={t("ops.auth.title")} subtitle={t("ops.auth.subtitle")}>
      <SignOutNotice notice={notice} onDismiss={onDismissNotice} />
      <form {...formProps(onSubmit)}>
        <Stack>
          <EmailInput label={t("fields.email")} autoFocus {...field("email")} />
          <PasswordInput label={t("fields.password")} autoComplete="current-password" {...field("password")} />
          <FormError failure={formError} />
          <Button type="submit" fullWidth loading={pending}>
            {t("ops.auth.submit")}
          </Button>
        </Stack>
      </form>
      <FullScreenLoader visible={pending} />
    </AuthCard>
  );
}
