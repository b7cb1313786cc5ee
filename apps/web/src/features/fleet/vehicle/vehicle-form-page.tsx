import "@mantine/core/styles/SimpleGrid.css";
import "../../../shared/ui/select-styles";
import { Paper, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { FLEET_STATUSES, FLEET_TYPES, type VehicleDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { NumberField } from "../../../shared/forms/number-field";
import type { NumberValue } from "../../../shared/forms/number-value";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormActions } from "../../../shared/ui/form-actions";
import { FormSection } from "../../../shared/ui/form-section";
import { PageHeader } from "../../../shared/ui/page-header";
import { VehicleModelFields, vehicleModelErrors } from "../../reference/vehicle/vehicle-model-fields";
import { VehicleFuelFields } from "./vehicle-fuel-fields";
import { vehicleValuesOf } from "./vehicle-form-values";
import { VehicleOdometerFields } from "./vehicle-odometer-fields";

export interface VehicleFormPageProps<B> {
  /** The add call's schema, or the update's (which leaves out the first reading and the status). */
  schema: z.ZodType<B>;
  /** The vehicle being edited; absent when adding. */
  data?: VehicleDto;
  pending: boolean;
  /** The failed call, if any: field messages land on their fields, the rest above the button. */
  errors: unknown;
  onSubmit: (body: B) => void;
  onCancel: () => void;
}

/** Add and edit share this page; editing shows the first reading without letting it change. */
export function VehicleFormPage<B>({ schema, data, pending, errors, onSubmit, onCancel }: VehicleFormPageProps<B>) {
  const { t } = useTranslation();
  const { form, field, formProps, formError } = useSchemaForm(schema, vehicleValuesOf(data), errors);
  const { values } = form;
  const text = (name: "car_id" | "variant" | "color" | "plate_no" | "engine_no" | "chassis_no" | "nfc_tag") =>
    ({ label: t(`fleet.vehicle.fields.${name}`), dir: "auto", ...field(name) }) as const;
  const numberProps = (name: "cc" | "year") => ({
    kind: "whole" as const,
    nullable: true as const,
    label: t(`fleet.vehicle.fields.${name}`),
    value: values[name],
    onChange: (value: NumberValue) => form.setFieldValue(name, value),
    error: field(name).error,
  });

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title={data ? t("fleet.vehicle.title_edit") : t("fleet.vehicle.title_add")} />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <form {...formProps(onSubmit)}>
          <Stack gap="xl">
            <FormSection title={t("fleet.vehicle.sections.vehicle")}>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput withAsterisk autoFocus {...text("car_id")} />
                <Select
                  label={t("fleet.vehicle.fields.fleet_type")}
                  withAsterisk
                  allowDeselect={false}
                  data={FLEET_TYPES.map((type) => ({ value: type, label: t(`fleet.vehicle.fleet_types.${type}`) }))}
                  {...field("fleet_type")}
                />
                {!data && (
                  <Select
                    label={t("fleet.vehicle.fields.status")}
                    allowDeselect={false}
                    data={FLEET_STATUSES.map((s) => ({ value: s, label: t(`fleet.vehicle.statuses.${s}`) }))}
                    {...field("status")}
                  />
                )}
              </SimpleGrid>
              <VehicleModelFields
                required
                value={values}
                onChange={(patch) => form.setValues(patch)}
                errors={vehicleModelErrors(field)}
              />
              <SimpleGrid cols={{ base: 1, sm: 4 }}>
                <TextInput {...text("variant")} />
                <NumberField {...numberProps("cc")} />
                <NumberField withAsterisk {...numberProps("year")} />
                <TextInput {...text("color")} />
              </SimpleGrid>
            </FormSection>
            <FormSection title={t("fleet.vehicle.sections.identity")}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput withAsterisk {...text("plate_no")} />
                <TextInput withAsterisk {...text("chassis_no")} />
                <TextInput {...text("engine_no")} />
                <TextInput {...text("nfc_tag")} />
              </SimpleGrid>
            </FormSection>
            <FormSection title={t("fleet.vehicle.sections.fuel")}>
              <VehicleFuelFields form={form} field={field} current={data} />
            </FormSection>
            <FormSection title={t("fleet.vehicle.sections.odometer")}>
              <VehicleOdometerFields form={form} field={field} stored={data} />
            </FormSection>
            <FormActions
              failure={formError}
              pending={pending}
              onCancel={onCancel}
              submitLabel={data ? t("actions.save_changes") : t("fleet.vehicle.add")}
            />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
