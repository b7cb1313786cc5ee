import { Anchor, Button, Group, PasswordInput, Stack, Text } from "@mantine/core";
import type { LoginBody } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import type { SignOutReason } from "../../../shared/session/session-store";
import { FormError } from "../../../shared/ui/form-error";
import { FullScreenLoader } from "../../../shared/ui/page-loader";
import { AuthCard } from "../auth-card";
import { authSchemas } from "../load-auth-kit";
import { EmailInput } from "../../../shared/ui/ltr-input";
import { SignOutNotice } from "../sign-out-notice";

export interface SignInPageProps {
  pending: boolean;
  /** The failed call, if any: field messages land on their fields, the rest above the button. */
  errors: unknown;
  /** Why the user was signed out without asking (session expired, inactivity). */
  notice: SignOutReason | null;
  onDismissNotice: () => void;
  onSubmit: (body: LoginBody) => void;
}

export function SignInPage({ pending, errors, notice, onDismissNotice, onSubmit }: SignInPageProps) {
  const { t } = useTranslation();
  const { field, formProps, formError } = useSchemaForm(authSchemas.login, { email: "", password: "" }, errors);

  return (
    <AuthCard title={t("auth.sign_in.title")} subtitle={t("auth.sign_in.subtitle")}>
      <SignOutNotice notice={notice} onDismiss={onDismissNotice} />
      <form {...formProps(onSubmit)}>
        <Stack>
          <EmailInput label={t("fields.email")} autoFocus {...field("email")} />
          <PasswordInput label={t("fields.password")} autoComplete="current-password" {...field("password")} />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t("auth.sign_in.forgot_link")}
            </Anchor>
          </Group>
          <FormError failure={formError} />
          <Button type="submit" fullWidth loading={pending}>
            {t("auth.sign_in.submit")}
          </Button>
        </Stack>
      </form>
      <Text ta="center" size="sm">
        {t("auth.sign_in.no_account")}{" "}
        <Anchor component={Link} to="/register">
          {t("auth.sign_in.register_link")}
        </Anchor>
      </Text>
      <FullScreenLoader visible={pending} />
    </AuthCard>
  );
}
