import "@mantine/core/styles/List.css";
import { Anchor, List, Text } from "@mantine/core";
import { IconDeviceMobile, IconNfc, IconQrcode } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { VEHICLE_LIST_PATH } from "../vehicle/vehicle-paths";
import { DashboardPanel } from "../../../shared/ui/dashboard-panel";

/**
 * The "mobile app" widget of the permissions (decision 0048): drivers need no app. The vehicle
 * carries a QR sticker or an NFC tag, the attendant's terminal reads it and the driver gives the
 * T-PIN; the widget says so and leads to the vehicles, whose stickers print from there.
 */
export function MobileAppPanel({ canOpenVehicles }: { canOpenVehicles: boolean }) {
  const { t } = useTranslation();
  return (
    <DashboardPanel
      title={t("fleet.dashboard.mobile_app.title")}
      description={t("fleet.dashboard.mobile_app.subtitle")}
    >
      <List spacing="sm" size="sm" center>
        <List.Item icon={<IconQrcode size={20} aria-hidden />}>{t("fleet.dashboard.mobile_app.sticker")}</List.Item>
        <List.Item icon={<IconNfc size={20} aria-hidden />}>{t("fleet.dashboard.mobile_app.tpin")}</List.Item>
        <List.Item icon={<IconDeviceMobile size={20} aria-hidden />}>
          {t("fleet.dashboard.mobile_app.receipt")}
        </List.Item>
      </List>
      {canOpenVehicles && (
        <Text size="sm" mt="md">
          <Anchor component={Link} to={VEHICLE_LIST_PATH}>
            {t("fleet.dashboard.mobile_app.print")}
          </Anchor>
        </Text>
      )}
    </DashboardPanel>
  );
}
