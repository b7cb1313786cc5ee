import "@mantine/dates/styles.css";
import { DatePickerInput, type DatePickerInputProps } from "@mantine/dates";
import { IconCalendar } from "@tabler/icons-react";
import { PICKER_DATE_FORMAT } from "../clock/tenant-clock";
import { TenantDatesProvider } from "../clock/tenant-dates-provider";

export type DateFieldProps = Omit<DatePickerInputProps<"default">, "type" | "value" | "onChange"> & {
  value: string | null;
  onChange: (date: string | null) => void;
};

/** One calendar date ("2026-03-09"), picked from a calendar. */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  return (
    <TenantDatesProvider>
      <DatePickerInput
        {...props}
        valueFormat={PICKER_DATE_FORMAT}
        leftSection={<IconCalendar size={16} aria-hidden />}
        value={value}
        onChange={onChange}
      />
    </TenantDatesProvider>
  );
}

export type DateRangeFieldProps = Omit<DatePickerInputProps<"range">, "type" | "value" | "onChange"> & {
  value: [string | null, string | null];
  onChange: (range: [string | null, string | null]) => void;
};

/** From and to, inclusive, in one picker. */
export function DateRangeField({ value, onChange, ...props }: DateRangeFieldProps) {
  return (
    <TenantDatesProvider>
      <DatePickerInput
        {...props}
        type="range"
        allowSingleDateInRange
        valueFormat={PICKER_DATE_FORMAT}
        leftSection={<IconCalendar size={16} aria-hidden />}
        value={value}
        onChange={onChange}
      />
    </TenantDatesProvider>
  );
}
