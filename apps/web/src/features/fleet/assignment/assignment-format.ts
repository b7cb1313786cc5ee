import { useTranslation } from "react-i18next";

/** Dates, times and odometer readings in the reader's language, with Latin digits like every number. */
export function useAssignmentFormat() {
  const { i18n } = useTranslation();
  const locale = `${i18n.language}-u-nu-latn`;
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const number = new Intl.NumberFormat(locale);
  return {
    time: (instant: string) => dateTime.format(new Date(instant)),
    km: (reading: number) => number.format(reading),
  };
}
