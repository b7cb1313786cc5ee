import "@mantine/core/styles/Grid.css";
import "@mantine/core/styles/Skeleton.css";
import { Grid, Skeleton, Text } from "@mantine/core";
import type { DashboardFuelDto, DashboardTrendDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { ListError } from "../../../shared/ui/list-error";
import { BarSeries } from "../../../shared/charts/lazy-charts";
import type { DashboardFormat } from "./dashboard-format";
import { monthLabel } from "./dashboard-month";
import { DashboardPanel, EmptyNote } from "../../../shared/ui/dashboard-panel";

interface Props {
  month: string;
  fuel: DashboardFuelDto;
  trend: { data: DashboardTrendDto | undefined; error: unknown; onRetry: () => void };
  format: DashboardFormat;
}

/** Total consumption, daily (the chosen month) and monthly (the twelve months to it), in litres. */
export function ConsumptionCharts({ month, fuel, trend, format }: Props) {
  const { t, i18n } = useTranslation();
  const name = t("fleet.dashboard.consumption.litres");
  const days = fuel.days.map((day) => ({ label: String(Number(day.date.slice(8))), value: day.litres }));
  const months = trend.data?.months.map((m) => ({ label: monthLabel(m.month, i18n.language), value: m.litres }));
  const monthTotal = (
    <Text size="sm" c="dimmed">
      {format.money(fuel.totals.amount)}
    </Text>
  );
  return (
    <Grid>
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <DashboardPanel
          title={t("fleet.dashboard.consumption.daily_title")}
          description={t("fleet.dashboard.consumption.daily_subtitle", { month: monthLabel(month, i18n.language) })}
          aside={monthTotal}
        >
          {fuel.totals.fills === 0 ? (
            <EmptyNote text={t("fleet.dashboard.fuel.empty")} />
          ) : (
            <BarSeries
              label={t("fleet.dashboard.consumption.daily_chart", { litres: format.litres(fuel.totals.litres) })}
              points={days}
              name={name}
              format={format.litres}
            />
          )}
        </DashboardPanel>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <DashboardPanel
          title={t("fleet.dashboard.consumption.monthly_title")}
          description={t("fleet.dashboard.consumption.monthly_subtitle")}
        >
          {trend.error ? (
            <ListError error={trend.error} onRetry={trend.onRetry} />
          ) : !months ? (
            <Skeleton height={240} radius="md" />
          ) : (
            <BarSeries
              label={t("fleet.dashboard.consumption.monthly_title")}
              points={months}
              name={name}
              format={format.litres}
              color="teal.6"
            />
          )}
        </DashboardPanel>
      </Grid.Col>
    </Grid>
  );
}
