import "@mantine/core/styles/SimpleGrid.css";
import { Group, SimpleGrid, Stack } from "@mantine/core";
import type { DashboardFuelDto, RankedStationDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { ShareDonut } from "../../../shared/charts/lazy-charts";
import { CountBars, type CountBar } from "./count-bars";
import type { DashboardFormat } from "./dashboard-format";
import { monthFillsPath } from "./dashboard-month";
import { DashboardPanel, EmptyNote } from "../../../shared/ui/dashboard-panel";

/** A colour per fuel, the same in the donut and the bars beside it. */
const FUEL_COLORS = { petrol: "indigo.6", hi_octane: "grape.6", diesel: "orange.6" } as const;

interface Props {
  month: string;
  fuel: DashboardFuelDto;
  format: DashboardFormat;
  /** Lines lead to the month's fills on the transactions screen, for a role that may open it. */
  canOpenFills: boolean;
}

/** Fuel type usage, top vehicles, sales from locations and station preferences of the month. */
export function FuelRankings({ month, fuel, format, canOpenFills }: Props) {
  const { t, i18n } = useTranslation();
  const fillsOf = (filter: { vehicle_id: string } | { station_id: string }) =>
    canOpenFills ? monthFillsPath(month, filter) : undefined;
  const cityOf = (s: RankedStationDto) => (i18n.language === "ar" && s.city_arabic ? s.city_arabic : s.city);
  const stationBar = (s: RankedStationDto, count: number, display: string): CountBar => ({
    key: s._id,
    label: s.name,
    detail: cityOf(s),
    count,
    display,
    to: fillsOf({ station_id: s._id }),
    color: "teal",
  });
  const fuelName = (type: keyof typeof FUEL_COLORS) => t(`fleet.rule.fuel_types.${type}`);
  const empty = <EmptyNote text={t("fleet.dashboard.fuel.empty")} />;
  const panel = (title: string, description: string, bars: CountBar[]) => (
    <DashboardPanel title={title} description={description}>
      {bars.length === 0 ? empty : <CountBars label={title} bars={bars} />}
    </DashboardPanel>
  );

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <DashboardPanel
        title={t("fleet.dashboard.fuel_types.title")}
        description={t("fleet.dashboard.fuel_types.subtitle")}
      >
        {fuel.fuel_types.length === 0 ? (
          empty
        ) : (
          <Group align="center" wrap="wrap" gap="lg">
            <ShareDonut
              label={t("fleet.dashboard.fuel_types.title")}
              parts={fuel.fuel_types.map((f) => ({
                name: fuelName(f.fuel_type),
                value: f.litres,
                color: FUEL_COLORS[f.fuel_type],
              }))}
              format={format.litres}
            />
            <Stack flex={1} miw={200}>
              <CountBars
                label={t("fleet.dashboard.fuel_types.title")}
                bars={fuel.fuel_types.map((f) => ({
                  key: f.fuel_type,
                  label: fuelName(f.fuel_type),
                  detail: format.money(f.amount),
                  count: f.litres,
                  display: format.litres(f.litres),
                  color: FUEL_COLORS[f.fuel_type].split(".")[0],
                }))}
              />
            </Stack>
          </Group>
        )}
      </DashboardPanel>
      {panel(
        t("fleet.dashboard.top_vehicles.title"),
        t("fleet.dashboard.top_vehicles.subtitle"),
        fuel.top_vehicles.map((v) => ({
          key: v._id,
          label: v.plate_no,
          detail: v.car_id,
          count: v.litres,
          display: format.litres(v.litres),
          to: fillsOf({ vehicle_id: v._id }),
        })),
      )}
      {panel(
        t("fleet.dashboard.stations.by_amount_title"),
        t("fleet.dashboard.stations.by_amount_subtitle"),
        fuel.stations.by_amount.map((s) => stationBar(s, s.amount, format.money(s.amount))),
      )}
      {panel(
        t("fleet.dashboard.stations.by_fills_title"),
        t("fleet.dashboard.stations.by_fills_subtitle"),
        fuel.stations.by_fills.map((s) => stationBar(s, s.fills, t("fleet.dashboard.units.fills", { count: s.fills }))),
      )}
    </SimpleGrid>
  );
}
