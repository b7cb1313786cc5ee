import { PasswordInput, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { EmailInput } from "../../../../../shared/ui/ltr-input";
import type { SignupFormKit } from "../signup-form";

/** Team info: the admin's work e-mail and password. */
export function AccountStep({ field }: SignupFormKit) {
  const { t } = useTranslation();
  return (
    <Stack>
      <EmailInput label={t("fleet.auth.fields.work_email")} data-autofocus {...field("email")} />
      <PasswordInput label={t("fields.password")} autoComplete="new-password" {...field("password")} />
      <PasswordInput label={t("fields.confirm_password")} autoComplete="new-password" {...field("confirm_password")} />
    </Stack>
  );
}
