import { Button, PasswordInput, Stack, Text, Title } from "@mantine/core";
import type { FuelType, StationTerminalDto, StationVehicleDto } from "@pitlane/domain";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, type Failure } from "../../../shared/api/api-error";
import { NumberField } from "../../../shared/forms/number-field";
import { numberOf } from "../../../shared/forms/number-value";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormError } from "../../../shared/ui/form-error";
import type { AuthoriseValues } from "../purchase/purchase-flow";
import { AuthoriseForm, type BuyBy } from "../purchase/purchase-forms";
import { BigChoice } from "./big-choice";
import { formatLitres, formatMoney, formatPrice, inText } from "./format";
import { VehicleSummary } from "./vehicle-summary";

interface Props {
  vehicle: StationVehicleDto;
  prices: StationTerminalDto["prices"];
  /** A tried attempt's values (the T-PIN left out), or null for a new purchase. */
  values: AuthoriseValues | null;
  /** The server's refusal of the last attempt. */
  failure: Failure | null;
  onSubmit: (form: AuthoriseForm) => void;
  onChangeVehicle: () => void;
}

/** The vehicle's own fuel when the station sells it, else the station's first. */
function defaultFuel(vehicle: StationVehicleDto, prices: Props["prices"]): FuelType | "" {
  const sold = prices.map((price) => price.fuel_type);
  return vehicle.fuel_types.find((fuel) => sold.includes(fuel)) ?? sold[0] ?? "";
}

/**
 * Step 2: the driver types the T-PIN, the attendant the odometer, the fuel and the litres or the
 * amount. Numeric keypads on a phone; what the amount buys (or the litres cost) shown as typed.
 */
export function DetailsScreen({ vehicle, prices, values, failure, onSubmit, onChangeVehicle }: Props) {
  const { t } = useTranslation();
  const initial: AuthoriseValues = values ?? {
    tpin: "",
    odometer: "",
    fuel_type: defaultFuel(vehicle, prices),
    by: "litres",
    litres: "",
    amount: "",
  };
  const error = useMemo(
    () => (failure ? new ApiError(failure.code, failure.message, null, failure.refusal) : null),
    [failure],
  );
  const { form, field, formProps, formError } = useSchemaForm(AuthoriseForm, initial, error);
  const { fuel_type: fuel, by, litres, amount } = form.getValues();
  const price = prices.find((p) => p.fuel_type === fuel);

  function handleBy(next: BuyBy) {
    form.setFieldValue("by", next);
    form.setFieldValue(next === "litres" ? "amount" : "litres", "");
  }

  const typedLitres = numberOf(litres);
  const typedAmount = numberOf(amount);
  const estimate =
    price && by === "litres" && typedLitres
      ? t("station.details.costs", { amount: inText(formatMoney(typedLitres * price.unit_price, price.currency)) })
      : price && by === "amount" && typedAmount
        ? t("station.details.buys", { litres: inText(formatLitres(typedAmount / price.unit_price)) })
        : null;

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t("station.details.title")}
      </Title>
      <VehicleSummary
        vehicle={vehicle}
        action={
          <Button variant="subtle" size="md" onClick={onChangeVehicle}>
            {t("station.details.change_vehicle")}
          </Button>
        }
      />
      <form {...formProps(onSubmit)}>
        <Stack gap="lg">
          <PasswordInput
            label={t("station.details.tpin")}
            description={t("station.details.tpin_hint")}
            size="xl"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            maxLength={6}
            {...field("tpin")}
          />
          <NumberField
            kind="whole"
            label={t("station.details.odometer")}
            size="xl"
            hideControls
            inputMode="numeric"
            {...field("odometer")}
          />
          <Stack gap={4}>
            <BigChoice
              label={t("station.details.fuel")}
              data={prices.map((p) => ({ value: p.fuel_type, label: t(`station.fuel_types.${p.fuel_type}`) }))}
              value={fuel}
              error={field("fuel_type").error}
              onChange={(next: FuelType) => form.setFieldValue("fuel_type", next)}
            />
            {price && (
              <Text c="dimmed">
                {t("station.header.per_litre", { price: inText(formatPrice(price.unit_price, price.currency)) })}
              </Text>
            )}
          </Stack>
          <BigChoice
            label={t("station.details.buy_by")}
            value={by}
            onChange={handleBy}
            data={[
              { value: "litres", label: t("station.details.litres") },
              { value: "amount", label: t("station.details.amount") },
            ]}
          />
          {by === "litres" ? (
            <NumberField
              kind="decimal"
              label={t("station.details.litres")}
              size="xl"
              hideControls
              inputMode="decimal"
              {...field("litres")}
            />
          ) : (
            <NumberField
              kind="amount"
              label={t("station.details.amount_in", { currency: price?.currency ?? "" })}
              size="xl"
              hideControls
              inputMode="decimal"
              {...field("amount")}
            />
          )}
          {estimate && <Text fz="lg">{estimate}</Text>}
          <FormError failure={formError} />
          <Button type="submit" size="xl" h={64} fullWidth>
            {t("station.details.authorise")}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
