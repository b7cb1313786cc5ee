import { useTranslation } from "react-i18next";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";

/** Times on the company's wall clock, and odometer readings in the reader's language with Latin digits. */
export function useAssignmentFormat() {
  const { i18n } = useTranslation();
  const clock = useTenantClock();
  const number = new Intl.NumberFormat(`${i18n.language}-u-nu-latn`);
  return {
    time: clock.dateTime,
    km: (reading: number) => number.format(reading),
  };
}
