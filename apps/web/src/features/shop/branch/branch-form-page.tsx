import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Switch.css";
import "@mantine/core/styles/SimpleGrid.css";
import { Paper, SimpleGrid, Stack, Switch, TextInput } from "@mantine/core";
import { BranchCreateBody, type BranchDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormActions } from "../../../shared/ui/form-actions";
import { PageHeader } from "../../../shared/ui/page-header";
import { FormLocationFields } from "../../reference/location/location-fields";
import { LtrInput, PhoneInput } from "../../../shared/ui/ltr-input";

export interface BranchFormPageProps {
  /** The branch being edited; absent when adding. */
  data?: BranchDto;
  pending: boolean;
  /** The failed call, if any: field messages land on their fields, the rest above the button. */
  errors: unknown;
  onSubmit: (body: BranchCreateBody) => void;
  onCancel: () => void;
}

const valuesOf = (branch?: BranchDto) => ({
  branch_name_english: branch?.branch_name_english ?? "",
  branch_name_arabic: branch?.branch_name_arabic ?? "",
  address: branch?.address ?? "",
  country_id: branch?.country_id ?? null,
  state_id: branch?.state_id ?? null,
  city_id: branch?.city_id ?? null,
  phone: branch?.phone ?? "",
  active: branch?.active ?? true,
});

/** Add and edit share this page; each has its own URL (branch-add-route, branch-edit-route). */
export function BranchFormPage({ data, pending, errors, onSubmit, onCancel }: BranchFormPageProps) {
  const { t } = useTranslation();
  const { form, field, formProps, formError } = useSchemaForm(BranchCreateBody, valuesOf(data), errors);

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader title={data ? t("shop.branch.title_edit") : t("shop.branch.title_add")} />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <form {...formProps(onSubmit)}>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <LtrInput
                label={t("shop.branch.fields.branch_name_english")}
                autoFocus
                {...field("branch_name_english")}
              />
              <TextInput
                label={t("shop.branch.fields.branch_name_arabic")}
                dir="rtl"
                lang="ar"
                {...field("branch_name_arabic")}
              />
              <PhoneInput label={t("fields.phone")} {...field("phone")} />
              <TextInput label={t("fields.address")} dir="auto" {...field("address")} />
            </SimpleGrid>
            <FormLocationFields form={form} field={field} />
            <Switch label={t("shop.branch.fields.active")} {...form.getInputProps("active", { type: "checkbox" })} />
            <FormActions
              failure={formError}
              pending={pending}
              onCancel={onCancel}
              submitLabel={data ? t("actions.save_changes") : t("shop.branch.add")}
            />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
