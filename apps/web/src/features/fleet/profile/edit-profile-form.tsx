import { Button, Group, Paper, Stack, TextInput, Title } from "@mantine/core";
import { FleetProfileBody, type FleetUserDto } from "@pitlane/domain";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormError } from "../../../shared/ui/form-error";
import { PhoneInput } from "../../../shared/ui/ltr-input";

export interface EditProfileFormProps {
  user: FleetUserDto;
  pending: boolean;
  /** The failed call, if any: field messages land on their fields, the rest above the button. */
  errors: unknown;
  onSubmit: (body: FleetProfileBody) => void;
}

/** The signed-in user's own name and phone. */
export function EditProfileForm({ user, pending, errors, onSubmit }: EditProfileFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { field, formProps, formError } = useSchemaForm(
    FleetProfileBody,
    { name: user.name, phone: user.phone ?? "" },
    errors,
  );

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" component="section" aria-labelledby={headingId}>
      <form {...formProps(onSubmit)}>
        <Stack>
          <Title order={2} fz="lg" id={headingId}>
            {t("fleet.auth.profile.edit_profile")}
          </Title>
          <TextInput label={t("fleet.auth.profile.full_name")} dir="auto" autoComplete="name" {...field("name")} />
          <PhoneInput label={t("fields.phone")} {...field("phone")} />
          <FormError failure={formError} />
          <Group justify="flex-end">
            <Button type="submit" loading={pending}>
              {t("actions.save_changes")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
