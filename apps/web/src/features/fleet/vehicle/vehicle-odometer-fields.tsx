import { SimpleGrid } from "@mantine/core";
import type { VehicleDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../shared/forms/number-field";
import { numberOf } from "../../../shared/forms/number-value";
import { useVehicleFormat } from "./vehicle-format";
import { odometerRange, type VehicleField, type VehicleForm } from "./vehicle-form-values";

interface Props {
  form: VehicleForm;
  field: VehicleField;
  /** The vehicle being edited: its stored reading is the previous one, and its first reading stays. */
  stored?: VehicleDto;
}

/** The first and current readings, with the range the current one may take (docs/decisions/0013). */
export function VehicleOdometerFields({ form, field, stored }: Props) {
  const { t } = useTranslation();
  const format = useVehicleFormat();
  const { values } = form;
  const range = odometerRange(stored ? stored.current_odometer : numberOf(values.initial_odometer));
  const hint =
    range &&
    (range.max === null
      ? t("fleet.vehicle.hints.odometer_from", { min: format.number(range.min) })
      : t("fleet.vehicle.hints.odometer_range", { min: format.number(range.min), max: format.number(range.max) }));

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <NumberField
        kind="whole"
        nullable
        label={t("fleet.vehicle.fields.initial_odometer")}
        withAsterisk={!stored}
        disabled={!!stored}
        description={stored ? t("fleet.vehicle.hints.initial_fixed") : undefined}
        value={values.initial_odometer}
        onChange={(value) => form.setFieldValue("initial_odometer", value)}
        error={field("initial_odometer").error}
      />
      <NumberField
        kind="whole"
        nullable
        label={t("fleet.vehicle.fields.current_odometer")}
        withAsterisk
        description={hint || undefined}
        value={values.current_odometer}
        onChange={(value) => form.setFieldValue("current_odometer", value)}
        error={field("current_odometer").error}
      />
    </SimpleGrid>
  );
}
