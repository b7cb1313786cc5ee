import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Radio.css";
import "@mantine/core/styles/SimpleGrid.css";
import { Group, Paper, Radio, SimpleGrid, Stack, TextInput, Textarea } from "@mantine/core";
import { ClientCreateBody, type ClientDto, Gender } from "@pitlane/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormActions } from "../../../shared/ui/form-actions";
import { EmailInput, PhoneInput } from "../../../shared/ui/ltr-input";
import { PageHeader } from "../../../shared/ui/page-header";
import { IdentityNumberField } from "./identity-number-field";

export interface ClientFormPageProps {
  /** The client being edited; absent when adding. */
  data?: ClientDto;
  pending: boolean;
  /** The failed call, if any: field messages land on their fields, the rest above the button. */
  errors: unknown;
  onSubmit: (body: ClientCreateBody) => void;
  onCancel: () => void;
  /** What the form offers beside its refusal: Restore, when the number is an archived client's. */
  remedy?: ReactNode;
}

const genders = Gender.options;
const genderOf = (value: string) => genders.find((g) => g === value) ?? null;

const valuesOf = (client?: ClientDto) => ({
  name: client?.name ?? "",
  phone: client?.phone ?? "",
  email: client?.email ?? "",
  identity_number: client?.identity_number_display ?? "",
  gender: client?.gender ?? null,
  address: client?.address ?? "",
  notes: client?.notes ?? "",
});

/** Add and edit share this page; each has its own URL (client-add-route, client-edit-route). */
export function ClientFormPage({ data, pending, errors, onSubmit, onCancel, remedy }: ClientFormPageProps) {
  const { t } = useTranslation();
  const { form, field, formProps, formError } = useSchemaForm(ClientCreateBody, valuesOf(data), errors);
  const identity = field("identity_number");

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader title={data ? t("shop.client.title_edit") : t("shop.client.title_add")} />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <form {...formProps(onSubmit)}>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t("shop.client.fields.name")} withAsterisk dir="auto" autoFocus {...field("name")} />
              <PhoneInput label={t("shop.client.fields.phone")} withAsterisk {...field("phone")} />
              <EmailInput label={t("shop.client.fields.email")} {...field("email")} />
              <IdentityNumberField
                label={t("shop.client.fields.identity_number")}
                {...identity}
                value={form.values.identity_number}
                onChange={(value) => form.setFieldValue("identity_number", value)}
              />
            </SimpleGrid>
            <Radio.Group
              label={t("shop.client.fields.gender")}
              value={form.values.gender ?? ""}
              onChange={(value) => form.setFieldValue("gender", genderOf(value))}
              error={field("gender").error}
            >
              <Group mt="xs">
                {genders.map((g) => (
                  <Radio key={g} value={g} label={t(`shop.client.genders.${g}`)} />
                ))}
              </Group>
            </Radio.Group>
            <TextInput label={t("shop.client.fields.address")} dir="auto" {...field("address")} />
            <Textarea label={t("shop.client.fields.notes")} dir="auto" autosize minRows={2} {...field("notes")} />
            {remedy}
            <FormActions
              failure={formError}
              pending={pending}
              onCancel={onCancel}
              submitLabel={data ? t("actions.save_changes") : t("shop.client.add")}
            />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
