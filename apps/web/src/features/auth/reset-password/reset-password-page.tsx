import "@mantine/core/styles/Alert.css";
import { Alert, Anchor, Button, PasswordInput, Stack } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { z } from "zod";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormError } from "../../../shared/ui/form-error";
import { AuthCard } from "../auth-card";
import { authSchemas } from "../load-auth-kit";

export interface ResetPasswordPageProps {
  pending: boolean;
  /** The failed call, if any: field messages land on their fields, the rest above the button. */
  errors: unknown;
  isDone: boolean;
  /** The link had no token at all. */
  isTokenMissing: boolean;
  onSubmit: (password: string) => void;
  /** Where the page's links lead: the shop's pages unless another back office says. */
  paths?: { signIn: string; forgotPassword: string };
  /** The form's rules, loaded on first input: the shop's unless another back office words its own. */
  schema?: () => Promise<z.ZodType<{ password: string; confirm_password: string }>>;
}

const shopPaths = { signIn: "/", forgotPassword: "/forgot-password" };

export function ResetPasswordPage({
  pending,
  errors,
  isDone,
  isTokenMissing,
  onSubmit,
  paths = shopPaths,
  schema = authSchemas.resetPassword,
}: ResetPasswordPageProps) {
  const { t } = useTranslation();
  const { field, formProps, formError } = useSchemaForm(schema, { password: "", confirm_password: "" }, errors);

  if (isDone || isTokenMissing) {
    return (
      <AuthCard title={t("auth.reset.title")}>
        {isDone ? (
          <Alert role="status" color="teal" variant="light" icon={<IconCircleCheck size={18} />}>
            {t("auth.reset.done")}
          </Alert>
        ) : (
          <Alert role="alert" color="red" variant="light">
            {t("auth.reset.missing_token")}
          </Alert>
        )}
        <Button component={Link} to={isDone ? paths.signIn : paths.forgotPassword} fullWidth>
          {isDone ? t("auth.reset.sign_in_link") : t("auth.reset.request_new")}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("auth.reset.title")} subtitle={t("auth.reset.subtitle")}>
      <form {...formProps(({ password }) => onSubmit(password))}>
        <Stack>
          <PasswordInput
            label={t("fields.new_password")}
            autoComplete="new-password"
            autoFocus
            {...field("password")}
          />
          <PasswordInput
            label={t("fields.confirm_password")}
            autoComplete="new-password"
            {...field("confirm_password")}
          />
          <FormError failure={formError} />
          <Button type="submit" fullWidth loading={pending}>
            {t("auth.reset.submit")}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to={paths.forgotPassword} size="sm" ta="center">
        {t("auth.reset.request_new")}
      </Anchor>
    </AuthCard>
  );
}
