import "@mantine/dates/styles.css";
import "../../../shared/ui/select-styles";
import { Button, Group, Select, Stack } from "@mantine/core";
import { DateTimePicker } from "@mantine/dates";
import {
  type Currency,
  type FuelType,
  LitrePriceInput,
  StationFuelPriceBody,
  addDays,
  instantAt,
} from "@pitlane/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { TenantDatesProvider } from "../../../shared/clock/tenant-dates-provider";
import { NumberField } from "../../../shared/forms/number-field";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormError } from "../../../shared/ui/form-error";
import { HINT_BELOW, useCountryClock } from "./station-display";

interface Props {
  /** The country whose clock the moment is read on, and whose currency the price is in. */
  countryCode: string;
  currency: Currency;
  /** The fuels offered: every fuel for a country, those it sells for a station. */
  fuelTypes: readonly FuelType[];
  label: string;
  pending: boolean;
  errors: unknown;
  onSubmit: (body: StationFuelPriceBody, done: () => void) => void;
}

/**
 * A price of a fuel from a moment on: the price per litre in major units with up to four decimals
 * (sent as the API's hundredths of a minor unit), the moment on the country's clock (sent with its
 * offset). It starts at the country's next midnight unless changed.
 */
export function FuelPriceForm({ countryCode, currency, fuelTypes, label, pending, errors, onSubmit }: Props) {
  const { t } = useTranslation();
  const clock = useCountryClock(countryCode);
  const [schema] = useState(() =>
    StationFuelPriceBody.extend({
      price: LitrePriceInput,
      effective_at: z.preprocess(
        (value) => (typeof value === "string" ? (clock.fromPicker(value) ?? value) : value),
        StationFuelPriceBody.shape.effective_at,
      ),
    }),
  );
  const nextMidnight = clock.toPicker(instantAt(clock.zone, addDays(clock.today(), 1)));
  const { form, field, formProps, formError } = useSchemaForm(
    schema,
    { fuel_type: fuelTypes[0] ?? null, price: "" as number | string, effective_at: nextMidnight as string | null },
    errors,
  );

  return (
    <TenantDatesProvider>
      <form {...formProps((body) => onSubmit(body, () => form.setFieldValue("price", "")))} aria-label={label}>
        <Stack gap="sm">
          <Group align="flex-start">
            <Select
              label={t("ops.station.prices.fuel")}
              withAsterisk
              allowDeselect={false}
              w={200}
              data={fuelTypes.map((fuel) => ({ value: fuel, label: t(`ops.station.fuel_types.${fuel}`) }))}
              {...field("fuel_type")}
            />
            <NumberField
              kind="decimal"
              label={t("ops.station.prices.price")}
              description={t("ops.station.prices.price_hint", { currency })}
              inputWrapperOrder={HINT_BELOW}
              withAsterisk
              w={220}
              {...field("price")}
            />
            <DateTimePicker
              label={t("ops.station.prices.effective_at")}
              description={t("ops.station.prices.effective_hint", { zone: clock.zone })}
              inputWrapperOrder={HINT_BELOW}
              withAsterisk
              clearable={false}
              w={260}
              valueFormat={clock.pickerDateTimeFormat}
              timePickerProps={{
                format: "24h",
                hoursInputLabel: t("clock.hours"),
                minutesInputLabel: t("clock.minutes"),
              }}
              {...field("effective_at")}
            />
            <Button type="submit" mt={25} loading={pending}>
              {t("ops.station.prices.submit")}
            </Button>
          </Group>
          <FormError failure={formError} />
        </Stack>
      </form>
    </TenantDatesProvider>
  );
}
