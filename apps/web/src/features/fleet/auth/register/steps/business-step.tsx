import "../../../../../shared/ui/select-styles";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Radio.css";
import { Group, Radio, Select, SimpleGrid, Stack } from "@mantine/core";
import { INDUSTRIES } from "@pitlane/domain/fleet/company";
import { COMPANY_SIZES, MONTHLY_USAGE_UNITS } from "@pitlane/domain/fleet/vocabulary";
import { useTranslation } from "react-i18next";
import type { SignupFormKit } from "../signup-form";
import { NumberField } from "../../../../../shared/forms/number-field";

/** Industry, company size, fleet size and the monthly usage in litres or money. */
export function BusinessStep({ form, field }: SignupFormKit) {
  const { t } = useTranslation();
  const currency = form.getValues().currency;
  const industries = INDUSTRIES.map((value) => ({ value, label: t(`fleet.auth.industries.${value}`) }));
  const sizes = COMPANY_SIZES.map((value) => ({ value, label: t(`fleet.auth.company_sizes.${value}`) }));

  return (
    <Stack>
      <Select
        label={t("fleet.auth.fields.industry")}
        placeholder={t("fleet.auth.fields.choose")}
        data={industries}
        searchable
        // The step focuses its first field: opening the list then would cover Back and Next.
        openOnFocus={false}
        nothingFoundMessage={t("fields.nothing_found")}
        data-autofocus
        {...field("industry")}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Select
          label={t("fleet.auth.fields.company_size")}
          placeholder={t("fleet.auth.fields.choose")}
          data={sizes}
          {...field("company_size")}
        />
        <NumberField kind="whole" label={t("fleet.auth.fields.fleet_size")} {...field("fleet_size")} />
      </SimpleGrid>
      <NumberField kind="whole" label={t("fleet.auth.fields.monthly_usage")} {...field("monthly_usage")} />
      <Radio.Group label={t("fleet.auth.fields.monthly_usage_unit")} {...field("monthly_usage_unit")}>
        <Group mt={6} gap="lg">
          {MONTHLY_USAGE_UNITS.map((unit) => (
            <Radio key={unit} value={unit} label={t(`fleet.auth.usage_units.${unit}`, { currency })} />
          ))}
        </Group>
      </Radio.Group>
    </Stack>
  );
}
