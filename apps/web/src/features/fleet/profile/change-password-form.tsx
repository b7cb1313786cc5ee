import { Button, Group, Paper, PasswordInput, Stack, Title } from "@mantine/core";
import { FleetChangePasswordBody } from "@pitlane/domain";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormError } from "../../../shared/ui/form-error";

export interface ChangePasswordFormProps {
  pending: boolean;
  /** The failed call, if any: a wrong current password lands on its field. */
  errors: unknown;
  onSubmit: (body: FleetChangePasswordBody) => void;
}

const initialValues = { current_password: "", new_password: "", confirm_password: "" };

/** The current password, then the new one twice (spec 001: "Please enter new password", "Password must be same"). */
export function ChangePasswordForm({ pending, errors, onSubmit }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { field, formProps, formError } = useSchemaForm(FleetChangePasswordBody, initialValues, errors);

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" component="section" aria-labelledby={headingId}>
      <form {...formProps(onSubmit)}>
        <Stack>
          <Title order={2} fz="lg" id={headingId}>
            {t("fleet.auth.profile.change_password")}
          </Title>
          <PasswordInput
            label={t("fleet.auth.fields.current_password")}
            autoComplete="current-password"
            {...field("current_password")}
          />
          <PasswordInput label={t("fields.new_password")} autoComplete="new-password" {...field("new_password")} />
          <PasswordInput
            label={t("fields.confirm_password")}
            autoComplete="new-password"
            {...field("confirm_password")}
          />
          <FormError failure={formError} />
          <Group justify="flex-end">
            <Button type="submit" loading={pending}>
              {t("fleet.auth.profile.change_password")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
