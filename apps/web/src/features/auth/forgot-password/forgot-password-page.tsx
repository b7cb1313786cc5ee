import "@mantine/core/styles/Alert.css";
import { Alert, Anchor, Button, Stack } from "@mantine/core";
import type { ForgotPasswordBody } from "@pitlane/domain";
import { IconMailCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormError } from "../../../shared/ui/form-error";
import { AuthCard } from "../auth-card";
import { authSchemas } from "../load-auth-kit";
import { EmailInput } from "../../../shared/ui/ltr-input";

export interface ForgotPasswordPageProps {
  pending: boolean;
  /** The failed call, if any: field messages land on their fields, the rest above the button. */
  errors: unknown;
  /** The request went through. The same answer whether or not the e-mail has an account. */
  isSent: boolean;
  onSubmit: (body: ForgotPasswordBody) => void;
  /** Where "back to sign in" leads: the shop's sign-in unless another back office says. */
  signInPath?: string;
}

export function ForgotPasswordPage({ pending, errors, isSent, onSubmit, signInPath = "/" }: ForgotPasswordPageProps) {
  const { t } = useTranslation();
  const { field, formProps, formError } = useSchemaForm(authSchemas.forgotPassword, { email: "" }, errors);
  const backLink = (
    <Anchor component={Link} to={signInPath} size="sm" ta="center">
      {t("auth.forgot.back_to_sign_in")}
    </Anchor>
  );

  if (isSent) {
    return (
      <AuthCard title={t("auth.forgot.title")}>
        <Alert role="status" color="teal" variant="light" icon={<IconMailCheck size={18} />}>
          {t("auth.forgot.sent")}
        </Alert>
        {backLink}
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("auth.forgot.title")} subtitle={t("auth.forgot.subtitle")}>
      <form {...formProps(onSubmit)}>
        <Stack>
          <EmailInput label={t("fields.email")} autoFocus {...field("email")} />
          <FormError failure={formError} />
          <Button type="submit" fullWidth loading={pending}>
            {t("auth.forgot.submit")}
          </Button>
        </Stack>
      </form>
      {backLink}
    </AuthCard>
  );
}
