import { Button, PasswordInput, Stack } from "@mantine/core";
import type { StationLoginBody } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import type { SignOutReason } from "../../../shared/session/session-store";
import { FormError } from "../../../shared/ui/form-error";
import { EmailInput } from "../../../shared/ui/ltr-input";
import { FullScreenLoader } from "../../../shared/ui/page-loader";
import { AuthCard } from "../../auth/auth-card";
import { SignOutNotice } from "../../auth/sign-out-notice";
import { loadStationLoginSchema } from "./load-station-auth-kit";

export interface StationSignInPageProps {
  pending: boolean;
  /** The failed call, if any: field messages land on their fields, the rest above the button. */
  errors: unknown;
  /** Why the attendant was signed out without asking (session expired, inactivity). */
  notice: SignOutReason | null;
  onDismissNotice: () => void;
  onSubmit: (body: StationLoginBody) => void;
}

const initialValues = { email: "", password: "" };

/**
 * The attendant's sign-in: e-mail and password. Attendants are made by the operations team for
 * their station, which also resets a forgotten password: no sign-up, reset link or "remember me".
 * Large fields and button: it is used on a phone at the pump.
 */
export function StationSignInPage({ pending, errors, notice, onDismissNotice, onSubmit }: StationSignInPageProps) {
  const { t } = useTranslation();
  const { field, formProps, formError } = useSchemaForm(loadStationLoginSchema, initialValues, errors);

  return (
    <AuthCard title={t("station.auth.title")} subtitle={t("station.auth.subtitle")}>
      <SignOutNotice notice={notice} onDismiss={onDismissNotice} />
      <form {...formProps(onSubmit)}>
        <Stack>
          <EmailInput label={t("fields.email")} size="lg" autoFocus {...field("email")} />
          <PasswordInput
            label={t("fields.password")}
            size="lg"
            autoComplete="current-password"
            {...field("password")}
          />
          <FormError failure={formError} />
          <Button type="submit" size="xl" fullWidth loading={pending}>
            {t("station.auth.submit")}
          </Button>
        </Stack>
      </form>
      <FullScreenLoader visible={pending} />
    </AuthCard>
  );
}
