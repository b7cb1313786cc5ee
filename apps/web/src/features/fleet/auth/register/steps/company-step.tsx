import "../../../../../shared/ui/select-styles";
import { Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { COMPANY_TYPES } from "@pitlane/domain/fleet/vocabulary";
import { useTranslation } from "react-i18next";
import { CurrencyField } from "../../../../../shared/ui/currency-field";
import { PhoneInput } from "../../../../../shared/ui/ltr-input";
import { FormLocationFields } from "../../../../reference/location/location-fields";
import type { SignupFormKit } from "../signup-form";

/** Company details: names, phone, type, address and the company's currency. */
export function CompanyStep({ form, field }: SignupFormKit) {
  const { t } = useTranslation();
  const types = COMPANY_TYPES.map((value) => ({ value, label: t(`fleet.auth.company_types.${value}`) }));

  return (
    <Stack>
      <TextInput
        label={t("fleet.auth.fields.company_name")}
        dir="auto"
        autoComplete="organization"
        data-autofocus
        {...field("company_name")}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label={t("fleet.auth.fields.first_name")}
          dir="auto"
          autoComplete="given-name"
          {...field("first_name")}
        />
        <TextInput
          label={t("fleet.auth.fields.last_name")}
          dir="auto"
          autoComplete="family-name"
          {...field("last_name")}
        />
      </SimpleGrid>
      <PhoneInput label={t("fields.phone")} {...field("phone")} />
      <Select
        label={t("fleet.auth.fields.company_type")}
        placeholder={t("fleet.auth.fields.choose")}
        data={types}
        {...field("company_type")}
      />
      <TextInput label={t("fields.address")} dir="auto" autoComplete="street-address" {...field("address")} />
      <FormLocationFields form={form} field={field} />
      <CurrencyField {...field("currency")} />
    </Stack>
  );
}
