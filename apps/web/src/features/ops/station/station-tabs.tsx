import "@mantine/core/styles/Tabs.css";
import { Tabs } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";

export const STATIONS_PATH = "/ops/stations";
export const FUEL_PRICES_PATH = "/ops/stations/fuel-prices";

/** The stations and the fuel prices: two screens of one entry of the console's navigation. */
export function StationTabs() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Tabs
      value={pathname === FUEL_PRICES_PATH ? FUEL_PRICES_PATH : STATIONS_PATH}
      onChange={(to) => to && void navigate(to)}
    >
      <Tabs.List aria-label={t("ops.station.tabs.label")}>
        <Tabs.Tab value={STATIONS_PATH}>{t("ops.station.tabs.stations")}</Tabs.Tab>
        <Tabs.Tab value={FUEL_PRICES_PATH}>{t("ops.station.tabs.prices")}</Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}
