import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Switch.css";
import { SimpleGrid, Stack, Switch } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AmountFields } from "../../../shared/forms/amount-fields";
import { useSession } from "../../../shared/session/session-store";
import type { ServiceForm } from "./service-form";
import { NumberField } from "../../../shared/forms/number-field";

/** Whether clients may book the service online, and how long ahead at least. */
export function OnlineBookingTab({ form: { form, field } }: { form: ServiceForm }) {
  const { t } = useTranslation();
  return (
    <Stack maw={420}>
      <Switch
        label={t("shop.service.fields.online_booking")}
        {...form.getInputProps("online_booking", { type: "checkbox" })}
      />
      <NumberField
        kind="whole"
        label={t("shop.service.fields.lead_time_minutes")}
        description={t("shop.service.hints.lead_time")}
        step={15}
        disabled={!form.values.online_booking}
        {...field("lead_time_minutes")}
      />
    </Stack>
  );
}

/** What the member who performs the service earns from it: a fixed amount or a percentage. */
export function CommissionTab({ form: { form, field } }: { form: ServiceForm }) {
  const { t } = useTranslation();
  const { shop } = useSession();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <AmountFields
        typeLabel={t("shop.service.fields.commission_type")}
        valueLabels={{
          amount: t("shop.service.fields.commission_amount", { currency: shop.currency }),
          percent: t("shop.service.fields.commission_percent"),
        }}
        type={form.values.commission_type}
        onTypeChange={(type) => form.setFieldValue("commission_type", type)}
        valueProps={field("commission_value")}
      />
    </SimpleGrid>
  );
}

export function SettingsTab({ form: { form } }: { form: ServiceForm }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Switch
        label={t("shop.service.fields.active")}
        description={t("shop.service.hints.active")}
        {...form.getInputProps("active", { type: "checkbox" })}
      />
      <Switch
        label={t("shop.service.fields.vat_applies")}
        description={t("shop.service.hints.vat_applies")}
        {...form.getInputProps("vat_applies", { type: "checkbox" })}
      />
    </Stack>
  );
}
