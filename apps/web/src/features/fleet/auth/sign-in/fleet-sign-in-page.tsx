// InlineInput lays the box and its label out on one line (without it the label wrapped under the box).
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Checkbox.css";
import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text } from "@mantine/core";
import type { FleetLoginBody } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSchemaForm } from "../../../../shared/forms/use-schema-form";
import type { SignOutReason } from "../../../../shared/session/session-store";
import { FormError } from "../../../../shared/ui/form-error";
import { EmailInput } from "../../../../shared/ui/ltr-input";
import { FullScreenLoader } from "../../../../shared/ui/page-loader";
import { AuthCard } from "../../../auth/auth-card";
import { fleetAuthSchemas } from "../load-fleet-auth-kit";
import { SignOutNotice } from "../../../auth/sign-out-notice";

export interface FleetSignInPageProps {
  pending: boolean;
  /** The failed call, if any: field messages land on their fields, the rest above the button. */
  errors: unknown;
  /** Why the user was signed out without asking (session expired, inactivity). */
  notice: SignOutReason | null;
  onDismissNotice: () => void;
  onSubmit: (body: FleetLoginBody) => void;
}

const initialValues = { email: "", password: "", remember_me: false };

export function FleetSignInPage({ pending, errors, notice, onDismissNotice, onSubmit }: FleetSignInPageProps) {
  const { t } = useTranslation();
  const { form, field, formProps, formError } = useSchemaForm(fleetAuthSchemas.login, initialValues, errors);

  return (
    <AuthCard title={t("fleet.auth.sign_in.title")} subtitle={t("fleet.auth.sign_in.subtitle")}>
      <SignOutNotice notice={notice} onDismiss={onDismissNotice} />
      <form {...formProps(onSubmit)}>
        <Stack>
          <EmailInput label={t("fleet.auth.fields.work_email")} autoFocus {...field("email")} />
          <PasswordInput label={t("fields.password")} autoComplete="current-password" {...field("password")} />
          <Group justify="space-between">
            <Checkbox
              label={t("fleet.auth.sign_in.remember_me")}
              {...form.getInputProps("remember_me", { type: "checkbox" })}
            />
            <Anchor component={Link} to="/fleet/forgot-password" size="sm">
              {t("fleet.auth.sign_in.forgot_link")}
            </Anchor>
          </Group>
          <FormError failure={formError} />
          <Button type="submit" fullWidth loading={pending}>
            {t("fleet.auth.sign_in.submit")}
          </Button>
        </Stack>
      </form>
      <Text ta="center" size="sm">
        {t("fleet.auth.sign_in.no_account")}{" "}
        <Anchor component={Link} to="/fleet/register">
          {t("fleet.auth.sign_in.register_link")}
        </Anchor>
      </Text>
      <FullScreenLoader visible={pending} />
    </AuthCard>
  );
}
