import "@mantine/core/styles/SimpleGrid.css";
import { SimpleGrid, Stack, TextInput } from "@mantine/core";
import { ClientVehicleCreateBody, type ClientVehicleDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../shared/forms/number-field";
import type { NumberValue } from "../../../shared/forms/number-value";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormActions } from "../../../shared/ui/form-actions";
import { LtrInput } from "../../../shared/ui/ltr-input";
import { VehicleModelFields, vehicleModelErrors } from "../../reference/vehicle/vehicle-model-fields";

export interface VehicleFormProps {
  clientId: string;
  /** The vehicle being edited; absent when adding. */
  data?: ClientVehicleDto;
  pending: boolean;
  /** The failed call, if any: field messages land on their fields, the rest above the buttons. */
  errors: unknown;
  onSubmit: (body: ClientVehicleCreateBody) => void;
  onCancel: () => void;
}

/** The numbers are held as typed (NumberValue), not only as the numbers saved. */
const typed = (saved: number | null | undefined): NumberValue => saved ?? null;

const valuesOf = (clientId: string, vehicle?: ClientVehicleDto) => ({
  client_id: clientId,
  vehicle_type_id: vehicle?.vehicle_type_id ?? null,
  make_id: vehicle?.make_id ?? null,
  model_id: vehicle?.model_id ?? null,
  plate: vehicle?.plate ?? "",
  year: typed(vehicle?.year),
  colour: vehicle?.colour ?? "",
  vin: vehicle?.vin ?? "",
  odometer: typed(vehicle?.odometer),
});

/** A client's vehicle: type, make and model from the reference lists, then what tells it apart. */
export function VehicleForm({ clientId, data, pending, errors, onSubmit, onCancel }: VehicleFormProps) {
  const { t } = useTranslation();
  const { form, field, formProps, formError } = useSchemaForm(
    ClientVehicleCreateBody,
    valuesOf(clientId, data),
    errors,
  );
  const { values } = form;
  const numberProps = (name: "year" | "odometer") => ({
    kind: "whole" as const,
    nullable: true as const,
    label: t(name === "year" ? "shop.client.vehicle.fields.year" : "shop.client.vehicle.fields.odometer_km"),
    value: values[name],
    onChange: (value: NumberValue) => form.setFieldValue(name, value),
    error: field(name).error,
  });

  return (
    <form {...formProps(onSubmit)}>
      <Stack>
        <VehicleModelFields
          required
          value={values}
          onChange={(patch) => form.setValues(patch)}
          errors={vehicleModelErrors(field)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <LtrInput label={t("shop.client.vehicle.fields.plate")} withAsterisk data-autofocus {...field("plate")} />
          <NumberField {...numberProps("year")} />
          <TextInput label={t("shop.client.vehicle.fields.colour")} dir="auto" {...field("colour")} />
          <NumberField {...numberProps("odometer")} />
        </SimpleGrid>
        <LtrInput
          label={t("shop.client.vehicle.fields.vin")}
          description={t("shop.client.vehicle.fields.vin_hint")}
          autoComplete="off"
          {...field("vin")}
        />
        <FormActions
          failure={formError}
          pending={pending}
          onCancel={onCancel}
          submitLabel={data ? t("actions.save_changes") : t("shop.client.vehicle.add")}
        />
      </Stack>
    </form>
  );
}
