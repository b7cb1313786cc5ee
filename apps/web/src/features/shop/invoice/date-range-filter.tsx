import "@mantine/dates/styles.css";
import { DatePickerInput } from "@mantine/dates";
import type { InvoiceListQuery } from "@pitlane/domain";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { PICKER_DATE_FORMAT } from "../../../shared/clock/tenant-clock";
import { TenantDatesProvider } from "../../../shared/clock/tenant-dates-provider";
import { type DateRange, type RangePatch, dateRangeOf, pickDateRange } from "./invoice-filters";

interface Props {
  /** Any list's query with a date range (invoices by issue, orders by placing). */
  query: Pick<InvoiceListQuery, "from" | "to">;
  onChange: (patch: RangePatch) => void;
  /** What the dates are of: the issue dates unless the list says otherwise. */
  label?: string;
}

/**
 * A list's date range filter. The picker shows its own state while a range is being picked; the URL
 * (and so the list) changes only once the range is whole or cleared.
 */
export function DateRangeFilter({ query, onChange, label }: Props) {
  const { t } = useTranslation();
  const [from, to] = dateRangeOf(query);
  const [shown, setShown] = useState<DateRange>([from, to]);

  // Follow the URL when it changes under the picker (Back, a link).
  useEffect(() => setShown([from, to]), [from, to]);

  function handleChange(next: DateRange) {
    const picked = pickDateRange(shown, next, [from, to]);
    setShown(picked.shown);
    if (picked.patch) onChange(picked.patch);
  }

  return (
    <TenantDatesProvider>
      <DatePickerInput
        type="range"
        label={label ?? t("shop.invoice.list.date_range")}
        placeholder={t("shop.invoice.list.any_date")}
        valueFormat={PICKER_DATE_FORMAT}
        allowSingleDateInRange
        clearable
        value={shown}
        onChange={handleChange}
        miw={240}
      />
    </TenantDatesProvider>
  );
}
