import "@mantine/dates/styles.css";
import { DatePickerInput, DatesProvider, type DatePickerInputProps } from "@mantine/dates";
import { IconCalendar } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DAY_MONTH_YEAR } from "../../../shared/calendar/date-format";
import { dayjsLocaleOf } from "../../../shared/calendar/dayjs-locales";

function LocaleDates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <DatesProvider settings={{ locale: dayjsLocaleOf(i18n.language), firstDayOfWeek: 1 }}>{children}</DatesProvider>
  );
}

export type DateFieldProps = Omit<DatePickerInputProps<"default">, "type" | "value" | "onChange"> & {
  value: string | null;
  onChange: (date: string | null) => void;
};

/** One calendar date ("2026-03-09"), picked from a calendar. */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  return (
    <LocaleDates>
      <DatePickerInput
        {...props}
        valueFormat={DAY_MONTH_YEAR}
        leftSection={<IconCalendar size={16} aria-hidden />}
        value={value}
        onChange={onChange}
      />
    </LocaleDates>
  );
}

export type DateRangeFieldProps = Omit<DatePickerInputProps<"range">, "type" | "value" | "onChange"> & {
  value: [string | null, string | null];
  onChange: (range: [string | null, string | null]) => void;
};

/** From and to, inclusive, in one picker. */
export function DateRangeField({ value, onChange, ...props }: DateRangeFieldProps) {
  return (
    <LocaleDates>
      <DatePickerInput
        {...props}
        type="range"
        allowSingleDateInRange
        valueFormat={DAY_MONTH_YEAR}
        leftSection={<IconCalendar size={16} aria-hidden />}
        value={value}
        onChange={onChange}
      />
    </LocaleDates>
  );
}
