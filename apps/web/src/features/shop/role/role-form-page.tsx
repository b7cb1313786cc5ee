import { Paper, Stack, TextInput } from "@mantine/core";
import { RoleSaveBody, type RoleDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormActions } from "../../../shared/ui/form-actions";
import { PageHeader } from "../../../shared/ui/page-header";
import { PermissionPicker } from "./permission-picker";

export interface RoleFormPageProps {
  /** The role being edited; absent when adding. */
  data?: RoleDto;
  pending: boolean;
  /** The failed call, if any: field messages land on their fields, the rest above the button. */
  errors: unknown;
  /** The name and the ticked actions; the edit route adds the role's id. */
  onSubmit: (body: RoleSaveBody) => void;
  onCancel: () => void;
}

const valuesOf = (role?: RoleDto) => ({
  name: role?.name ?? "",
  permissions: role?.permissions ?? [],
});

/** Add and edit share this page; each has its own URL (role-add-route, role-edit-route). */
export function RoleFormPage({ data, pending, errors, onSubmit, onCancel }: RoleFormPageProps) {
  const { t } = useTranslation();
  const { form, field, formProps, formError } = useSchemaForm(RoleSaveBody, valuesOf(data), errors);
  const permissions = field("permissions");

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={data ? t("shop.role.title_edit") : t("shop.role.title_add")} />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <form {...formProps(onSubmit)}>
          <Stack gap="lg">
            <TextInput label={t("shop.role.fields.name")} dir="auto" autoFocus maw={420} {...field("name")} />
            <PermissionPicker
              value={form.values.permissions}
              onChange={(next) => form.setFieldValue("permissions", next)}
              error={typeof permissions.error === "string" ? permissions.error : undefined}
            />
            <FormActions
              failure={formError}
              pending={pending}
              onCancel={onCancel}
              submitLabel={data ? t("actions.save_changes") : t("shop.role.add")}
            />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
