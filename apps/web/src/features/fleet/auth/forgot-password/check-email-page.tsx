import { Button, Group, Stack, Text } from "@mantine/core";
import { IconMailCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toFailure } from "../../../../shared/api/api-error";
import { FormError } from "../../../../shared/ui/form-error";
import { LazyAlert } from "../../../../shared/ui/lazy-alert";
import { AuthCard } from "../../../auth/auth-card";

export interface CheckEmailPageProps {
  email: string;
  pending: boolean;
  /** A failed resend (too many, offline). */
  errors: unknown;
  isResent: boolean;
  onResend: () => void;
}

/** After a reset link was asked for: where it went, a resend, and a way on to sign-in. */
export function CheckEmailPage({ email, pending, errors, isResent, onResend }: CheckEmailPageProps) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t("fleet.auth.forgot.check_title")}>
      <LazyAlert role="status" color="teal" variant="light" icon={<IconMailCheck size={18} />}>
        {t("fleet.auth.forgot.check_text", { email })}
      </LazyAlert>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t("fleet.auth.forgot.no_mail")}
        </Text>
        {isResent && !errors && (
          <Text size="sm" role="status">
            {t("fleet.auth.forgot.resent")}
          </Text>
        )}
        <FormError failure={errors ? toFailure(errors) : null} />
      </Stack>
      <Group grow>
        <Button variant="default" loading={pending} onClick={onResend}>
          {t("fleet.auth.forgot.resend")}
        </Button>
        <Button component={Link} to="/fleet/login">
          {t("fleet.auth.forgot.skip")}
        </Button>
      </Group>
    </AuthCard>
  );
}
