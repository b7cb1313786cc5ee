import { DatesProvider } from "@mantine/dates";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { dayjsLocaleOf } from "../calendar/dayjs-locales";
import { useTenantClock } from "./use-tenant-clock";

/**
 * The settings of every date picker: the reader's language, weeks from Monday (spec 001) and the
 * weekend of the tenant's country (Friday and Saturday in Saudi Arabia, Sunday in Pakistan).
 */
export function TenantDatesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { weekendDays } = useTenantClock();
  return (
    <DatesProvider settings={{ locale: dayjsLocaleOf(i18n.language), firstDayOfWeek: 1, weekendDays }}>
      {children}
    </DatesProvider>
  );
}
