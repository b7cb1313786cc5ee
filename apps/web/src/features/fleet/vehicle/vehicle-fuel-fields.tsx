import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Switch.css";
import "../../../shared/ui/select-styles";
import { Select, SimpleGrid, Stack, Switch } from "@mantine/core";
import { FUEL_TYPES, type VehicleDto } from "@pitlane/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../shared/forms/number-field";
import type { NumberValue } from "../../../shared/forms/number-value";
import { RuleSelect } from "../rule/rule-select";
import type { VehicleField, VehicleForm } from "./vehicle-form-values";

interface Props {
  form: VehicleForm;
  field: VehicleField;
  /** The vehicle being edited: its rule stays a choice even if it was deactivated since. */
  current?: VehicleDto;
}

/** Fuel type and tank, an optional second tank of another fuel, consumption, factor of safety and the rule. */
export function VehicleFuelFields({ form, field, current }: Props) {
  const { t } = useTranslation();
  const { values } = form;
  const [hasSecondTank, setSecondTank] = useState(values.secondary_fuel_type !== null);
  const fuels = FUEL_TYPES.map((fuel) => ({ value: fuel, label: t(`fleet.rule.fuel_types.${fuel}`) }));
  const number = (name: "primary_tank_limit" | "secondary_tank_limit" | "consumption_rate" | "factor_of_safety") => ({
    nullable: true as const,
    label: t(`fleet.vehicle.fields.${name}`),
    value: values[name],
    onChange: (value: NumberValue) => form.setFieldValue(name, value),
    error: field(name).error,
  });

  function handleSecondTank(isOn: boolean) {
    setSecondTank(isOn);
    if (!isOn) form.setValues({ secondary_fuel_type: null, secondary_tank_limit: null });
  }

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select label={t("fleet.vehicle.fields.fuel_type")} withAsterisk data={fuels} {...field("fuel_type")} />
        <NumberField kind="whole" withAsterisk {...number("primary_tank_limit")} />
        <NumberField kind="decimal" {...number("consumption_rate")} />
      </SimpleGrid>
      <Switch
        label={t("fleet.vehicle.fields.has_secondary_tank")}
        checked={hasSecondTank}
        onChange={(event) => handleSecondTank(event.currentTarget.checked)}
      />
      {hasSecondTank && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t("fleet.vehicle.fields.secondary_fuel_type")}
            withAsterisk
            data={fuels.filter((fuel) => fuel.value !== values.fuel_type)}
            {...field("secondary_fuel_type")}
          />
          <NumberField kind="whole" withAsterisk {...number("secondary_tank_limit")} />
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberField
          kind="percent"
          description={t("fleet.vehicle.hints.factor_default")}
          {...number("factor_of_safety")}
        />
        <RuleSelect
          fuelTypes={[values.fuel_type, values.secondary_fuel_type]}
          current={current?.rule_id ? { _id: current.rule_id, name: current.rule_name ?? "" } : null}
          {...field("rule_id")}
        />
      </SimpleGrid>
    </Stack>
  );
}
