import { Stack, TextInput } from "@mantine/core";
import { orgUnitBodyOf, type OrgUnitBody, type OrgUnitDto, type OrgUnitKind } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormActions } from "../../../shared/ui/form-actions";

/** Each kind's body, as the API checks it: the same prompts on both sides. */
const schemas = {
  branch: orgUnitBodyOf("branch"),
  department: orgUnitBodyOf("department"),
  designation: orgUnitBodyOf("designation"),
};

export interface OrgUnitFormProps {
  kind: OrgUnitKind;
  /** The unit being renamed; absent when adding. */
  data?: OrgUnitDto;
  pending: boolean;
  /** The failed call, if any: field messages land on their fields, the rest above the buttons. */
  errors: unknown;
  onSubmit: (body: OrgUnitBody) => void;
  onCancel: () => void;
}

/**
 * Add and rename share this form, validated by the endpoint's own schema, so an empty name reads
 * "Enter Branch Name" (or the department's, the designation's prompt) before any call.
 */
export function OrgUnitForm({ kind, data, pending, errors, onSubmit, onCancel }: OrgUnitFormProps) {
  const { t } = useTranslation();
  const { field, formProps, formError } = useSchemaForm(schemas[kind], { name: data?.name ?? "" }, errors);

  return (
    <form {...formProps(onSubmit)}>
      <Stack>
        <TextInput
          label={t(`fleet.org.${kind}.fields.name`)}
          dir="auto"
          withAsterisk
          data-autofocus
          autoFocus
          {...field("name")}
        />
        <FormActions
          failure={formError}
          pending={pending}
          onCancel={onCancel}
          submitLabel={data ? t("actions.save_changes") : t(`fleet.org.${kind}.add`)}
        />
      </Stack>
    </form>
  );
}
