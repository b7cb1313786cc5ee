import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/NumberInput.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Switch.css";
import { NumberInput, SimpleGrid, Stack, Switch } from "@mantine/core";
import { DiscountType } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../shared/session/session-store";
import { AmountTypeControl } from "./amount-type-control";
import type { ServiceForm } from "./service-form";

/** Whether clients may book the service online, and how long ahead at least. */
export function OnlineBookingTab({ form: { form, field } }: { form: ServiceForm }) {
  const { t } = useTranslation();
  return (
    <Stack maw={420}>
      <Switch
        label={t("shop.service.fields.online_booking")}
        {...form.getInputProps("online_booking", { type: "checkbox" })}
      />
      <NumberInput
        label={t("shop.service.fields.lead_time_minutes")}
        description={t("shop.service.hints.lead_time")}
        min={0}
        step={15}
        allowDecimal={false}
        allowNegative={false}
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
  const isPercentage = form.values.commission_type === DiscountType.percentage;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <AmountTypeControl
        label={t("shop.service.fields.commission_type")}
        value={form.values.commission_type}
        onChange={(type) => form.setFieldValue("commission_type", type)}
      />
      <NumberInput
        label={
          isPercentage
            ? t("shop.service.fields.commission_percent")
            : t("shop.service.fields.commission_amount", { currency: shop.currency })
        }
        min={0}
        max={isPercentage ? 100 : undefined}
        decimalScale={2}
        thousandSeparator={isPercentage ? undefined : ","}
        disabled={form.values.commission_type === null}
        {...field("commission_value")}
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
