import "../../../shared/ui/select-styles";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Switch.css";
import { Select, Stack, Switch, TextInput } from "@mantine/core";
import { ResourceCreateBody, type ResourceDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormActions } from "../../../shared/ui/form-actions";
import { useBranchOptions } from "../branch/use-branch-options";
import { NumberField } from "../../../shared/forms/number-field";

export interface ResourceFormProps {
  /** The resource being edited; absent when adding. */
  data?: ResourceDto;
  pending: boolean;
  /** The failed call, if any: field messages land on their fields, the rest above the buttons. */
  errors: unknown;
  onSubmit: (body: ResourceCreateBody) => void;
  onCancel: () => void;
  /** Where a new resource's branch starts: the branch the list is filtered by, if any. */
  defaultBranchId?: string;
}

const valuesOf = (resource: ResourceDto | undefined, defaultBranchId: string | undefined) => ({
  name: resource?.name ?? "",
  branch_id: resource?.branch_id ?? defaultBranchId ?? null,
  quantity: resource?.quantity ?? 1,
  active: resource?.active ?? true,
});

/** Add and edit share this form: a named bay, lift or booth, its branch and how many the branch has. */
export function ResourceForm({ data, pending, errors, onSubmit, onCancel, defaultBranchId }: ResourceFormProps) {
  const { t } = useTranslation();
  const branches = useBranchOptions();
  const { form, field, formProps, formError } = useSchemaForm(
    ResourceCreateBody,
    valuesOf(data, defaultBranchId),
    errors,
  );

  return (
    <form {...formProps(onSubmit)}>
      <Stack>
        <TextInput
          label={t("shop.resource.fields.name")}
          description={t("shop.resource.fields.name_hint")}
          dir="auto"
          data-autofocus
          autoFocus
          {...field("name")}
        />
        <Select
          label={t("shop.resource.fields.branch")}
          placeholder={t("shop.resource.fields.choose_branch")}
          data={branches.options}
          searchable
          nothingFoundMessage={t("fields.nothing_found")}
          {...field("branch_id")}
        />
        <NumberField
          kind="whole"
          label={t("shop.resource.fields.quantity")}
          description={t("shop.resource.fields.quantity_hint")}
          {...field("quantity")}
        />
        <Switch label={t("shop.resource.fields.active")} {...form.getInputProps("active", { type: "checkbox" })} />
        <FormActions
          failure={formError}
          pending={pending}
          onCancel={onCancel}
          submitLabel={data ? t("actions.save_changes") : t("shop.resource.add")}
        />
      </Stack>
    </form>
  );
}
