import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/dates/styles.css";
import { SimpleGrid, Stack, Textarea } from "@mantine/core";
import { DateTimePicker } from "@mantine/dates";
import { maxOdometerOver, type AssignmentDto, type AssignmentSaveBody, type VehicleChoiceDto } from "@pitlane/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TenantDatesProvider } from "../../../shared/clock/tenant-dates-provider";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormActions } from "../../../shared/ui/form-actions";
import { useAssignmentFormat } from "./assignment-format";
import { assignmentFormOf, assignmentValuesOf } from "./assignment-form-values";
import { useEmployeeChoices, useVehicleChoices } from "./assignment-hooks";
import { employeeChoiceLabel, vehicleChoiceLabel } from "./choice-labels";
import { ChoiceSelect } from "../../../shared/ui/choice-select";
import { NumberField } from "../../../shared/forms/number-field";

export interface AssignmentFormProps {
  /** The assignment edited; absent when assigning. */
  data?: AssignmentDto;
  /** A new assignment's times, from a selection on the calendar. */
  slot?: { start: Date; end: Date } | null;
  pending: boolean;
  /** The failed call: "vehicle_id: This vehicle is already assigned at that time" lands on its field. */
  errors: unknown;
  onSubmit: (body: AssignmentSaveBody) => void;
  onCancel: () => void;
}

/** Assign and update share this form: vehicle, employee, start and end, start odometer, comment. */
export function AssignmentFormBody({ data, slot, pending, errors, onSubmit, onCancel }: AssignmentFormProps) {
  const { t } = useTranslation();
  const format = useAssignmentFormat();
  const clock = useTenantClock();
  const [schema] = useState(() => assignmentFormOf(clock));
  const { form, field, formProps, formError } = useSchemaForm(
    schema,
    assignmentValuesOf(clock, data, slot ?? undefined),
    errors,
  );
  const [vehicle, setVehicle] = useState<VehicleChoiceDto | null>(null);
  // The company's wall clock in the one date-time format of the app, 24-hour in both languages.
  const picker = {
    valueFormat: clock.pickerDateTimeFormat,
    clearable: false,
    withAsterisk: true,
    timePickerProps: { format: "24h", hoursInputLabel: t("clock.hours"), minutesInputLabel: t("clock.minutes") },
  } as const;

  function handleVehicle(id: string | null, choice: VehicleChoiceDto | null) {
    form.setFieldValue("vehicle_id", id);
    setVehicle(choice);
    // A new assignment starts where the vehicle's odometer stands.
    if (choice && !data) form.setFieldValue("start_odometer", choice.current_odometer);
  }

  return (
    <TenantDatesProvider>
      <form {...formProps(onSubmit)}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ChoiceSelect
              label={t("fleet.assignment.fields.vehicle")}
              placeholder={t("fleet.assignment.form.vehicle_placeholder")}
              withAsterisk
              useChoices={useVehicleChoices}
              labelOf={vehicleChoiceLabel}
              initial={data ? { value: data.vehicle_id, label: vehicleChoiceLabel(data) } : null}
              loadFailedText={t("fleet.assignment.form.choices_failed")}
              value={form.values.vehicle_id}
              error={field("vehicle_id").error}
              onChange={handleVehicle}
            />
            <ChoiceSelect
              label={t("fleet.assignment.fields.employee")}
              placeholder={t("fleet.assignment.form.employee_placeholder")}
              withAsterisk
              useChoices={useEmployeeChoices}
              labelOf={employeeChoiceLabel}
              initial={data ? { value: data.employee_id, label: data.employee_name } : null}
              loadFailedText={t("fleet.assignment.form.choices_failed")}
              value={form.values.employee_id}
              error={field("employee_id").error}
              onChange={(id) => form.setFieldValue("employee_id", id)}
            />
            <DateTimePicker {...picker} label={t("fleet.assignment.fields.starts_at")} {...field("starts_at")} />
            <DateTimePicker {...picker} label={t("fleet.assignment.fields.ends_at")} {...field("ends_at")} />
            <NumberField
              kind="whole"
              label={t("fleet.assignment.fields.start_odometer")}
              withAsterisk
              description={
                vehicle &&
                t("fleet.assignment.form.odometer_hint", {
                  current: format.km(vehicle.current_odometer),
                  max: format.km(maxOdometerOver(vehicle.current_odometer)),
                })
              }
              {...field("start_odometer")}
            />
          </SimpleGrid>
          <Textarea
            label={t("fleet.assignment.fields.comment")}
            dir="auto"
            autosize
            minRows={2}
            {...field("comment")}
          />
          <FormActions
            failure={formError}
            pending={pending}
            onCancel={onCancel}
            submitLabel={data ? t("actions.save_changes") : t("fleet.assignment.assign")}
          />
        </Stack>
      </form>
    </TenantDatesProvider>
  );
}
