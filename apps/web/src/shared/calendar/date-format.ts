import dayjs from "dayjs";
import { dayjsLocaleOf } from "./dayjs-locales";

/** Spec 000 section 3: dates read DD MMMM YYYY ("05 March 2025", "05 مارس 2025"). */
export const DAY_MONTH_YEAR = "DD MMMM YYYY";

/** A date, or an instant on the reader's clock, as DD MMMM YYYY in the reader's language (Latin digits in both). */
export function formatDayMonthYear(dateOrInstant: string, language: string): string {
  return dayjs(dateOrInstant).locale(dayjsLocaleOf(language)).format(DAY_MONTH_YEAR);
}
