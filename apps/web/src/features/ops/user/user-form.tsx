import { PasswordInput, Select, Stack, TextInput } from "@mantine/core";
import { OPS_ROLES, OpsUserBody } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormActions } from "../../../shared/ui/form-actions";
import { EmailInput } from "../../../shared/ui/ltr-input";

interface Props {
  pending: boolean;
  errors: unknown;
  onSubmit: (body: OpsUserBody) => void;
  onCancel: () => void;
}

/** A new console user: name, e-mail, role and a first password they sign in with. */
export function UserForm({ pending, errors, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const { field, formProps, formError } = useSchemaForm(
    OpsUserBody,
    { name: "", email: "", role: "reviewer", password: "" },
    errors,
  );
  return (
    <form {...formProps(onSubmit)}>
      <Stack>
        <TextInput label={t("ops.user.fields.name")} withAsterisk dir="auto" data-autofocus {...field("name")} />
        <EmailInput label={t("fields.email")} withAsterisk {...field("email")} />
        <Select
          label={t("ops.user.fields.role")}
          withAsterisk
          allowDeselect={false}
          data={OPS_ROLES.map((role) => ({ value: role, label: t(`ops.roles.${role}`) }))}
          {...field("role")}
        />
        <PasswordInput
          label={t("ops.user.fields.password")}
          withAsterisk
          autoComplete="new-password"
          {...field("password")}
        />
        <FormActions failure={formError} pending={pending} onCancel={onCancel} submitLabel={t("ops.user.add")} />
      </Stack>
    </form>
  );
}
