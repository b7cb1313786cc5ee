import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../shared/ui/page-header";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { AlertsPanel } from "./alerts-panel";

/** The feed's size on its own screen: a day or two of a busy fleet's alerts. */
const SCREEN_LIMIT = 30;

/** `/fleet/alerts` */
export function Component() {
  return (
    <RequirePermission permission="dashboard.view">
      <AlertsScreen />
    </RequirePermission>
  );
}

function AlertsScreen() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={900}>
      <PageHeader title={t("fleet.alert.title")} description={t("fleet.alert.subtitle")} />
      <AlertsPanel limit={SCREEN_LIMIT} />
    </Stack>
  );
}
