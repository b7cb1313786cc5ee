import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Switch.css";
import "@mantine/core/styles/SimpleGrid.css";
import { Paper, SimpleGrid, Stack, Switch, TextInput, Textarea } from "@mantine/core";
import { SupplierCreateBody, type SupplierDto } from "@pitlane/domain";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../shared/forms/number-field";
import type { NumberValue } from "../../../shared/forms/number-value";
import { refusalOnField } from "../../../shared/forms/refusal-on-field";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormActions } from "../../../shared/ui/form-actions";
import { EmailInput, LtrInput, PhoneInput } from "../../../shared/ui/ltr-input";
import { PageHeader } from "../../../shared/ui/page-header";
import { FormLocationFields } from "../../reference/location/location-fields";

export interface SupplierFormPageProps {
  /** The supplier being edited; absent when adding. */
  data?: SupplierDto;
  pending: boolean;
  /** The failed call, if any: field messages land on their fields, the rest above the button. */
  errors: unknown;
  onSubmit: (body: SupplierCreateBody) => void;
  onCancel: () => void;
  /** Under the form: a saved supplier's account and stock orders. */
  below?: ReactNode;
}

/** The days as the field holds them while typed; empty (null), not 0, is "pays on delivery". */
const typedDays = (days: number | null | undefined): NumberValue => days ?? null;

const valuesOf = (supplier?: SupplierDto) => ({
  name: supplier?.name ?? "",
  contact_person: supplier?.contact_person ?? "",
  phone: supplier?.phone ?? "",
  email: supplier?.email ?? "",
  address: supplier?.address ?? "",
  country_id: supplier?.country_id ?? null,
  state_id: supplier?.state_id ?? null,
  city_id: supplier?.city_id ?? null,
  tax_number: supplier?.tax_number ?? "",
  payment_terms_days: typedDays(supplier?.payment_terms_days),
  notes: supplier?.notes ?? "",
  active: supplier?.active ?? true,
});

/** Add and edit share this page; each has its own URL (supplier-add-route, supplier-edit-route). */
export function SupplierFormPage({ data, pending, errors, onSubmit, onCancel, below }: SupplierFormPageProps) {
  const { t } = useTranslation();
  // The API's "name taken" names no field; it belongs under the name.
  const serverErrors = useMemo(() => refusalOnField(errors, "supplier_name_taken", "name"), [errors]);
  const { form, field, formProps, formError } = useSchemaForm(SupplierCreateBody, valuesOf(data), serverErrors);

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader title={data ? t("shop.supplier.title_edit") : t("shop.supplier.title_add")} />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <form {...formProps(onSubmit)}>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t("shop.supplier.fields.name")} withAsterisk dir="auto" autoFocus {...field("name")} />
              <TextInput label={t("shop.supplier.fields.contact_person")} dir="auto" {...field("contact_person")} />
              <PhoneInput label={t("fields.phone")} {...field("phone")} />
              <EmailInput label={t("fields.email")} {...field("email")} />
            </SimpleGrid>
            <TextInput label={t("fields.address")} dir="auto" {...field("address")} />
            <FormLocationFields form={form} field={field} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <LtrInput label={t("shop.supplier.fields.tax_number")} {...field("tax_number")} />
              <NumberField
                kind="whole"
                nullable
                label={t("shop.supplier.fields.payment_terms_days")}
                description={t("shop.supplier.hints.payment_terms_days")}
                value={form.values.payment_terms_days}
                onChange={(value) => form.setFieldValue("payment_terms_days", value)}
                error={field("payment_terms_days").error}
              />
            </SimpleGrid>
            <Textarea label={t("shop.supplier.fields.notes")} dir="auto" autosize minRows={2} {...field("notes")} />
            {data && (
              <Switch
                label={t("shop.supplier.fields.active")}
                {...form.getInputProps("active", { type: "checkbox" })}
              />
            )}
            <FormActions
              failure={formError}
              pending={pending}
              onCancel={onCancel}
              submitLabel={data ? t("actions.save_changes") : t("shop.supplier.add")}
            />
          </Stack>
        </form>
      </Paper>
      {below}
    </Stack>
  );
}
