import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ListError } from "../../../shared/ui/list-error";
import { PageHeader } from "../../../shared/ui/page-header";
import { PageLoader } from "../../../shared/ui/page-loader";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { useAppointmentSettings } from "./appointment-hooks";
import { AppointmentScreen } from "./appointment-screen";

/** `/appointment` */
export function Component() {
  return (
    <RequirePermission permission="appointments.view">
      <Appointments />
    </RequirePermission>
  );
}

/** The calendar waits for the settings: its grid is the slot interval, its "today" the shop's clock. */
function Appointments() {
  const { t } = useTranslation();
  const settings = useAppointmentSettings();
  if (settings.isSuccess) return <AppointmentScreen settings={settings.data} />;
  return (
    <Stack gap="lg">
      <PageHeader title={t("shop.appointment.title")} description={t("shop.appointment.subtitle")} />
      {settings.isError ? <ListError error={settings.error} onRetry={() => void settings.refetch()} /> : <PageLoader />}
    </Stack>
  );
}
