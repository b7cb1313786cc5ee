import "@mantine/core/styles/Grid.css";
import { Grid, Stack, Text } from "@mantine/core";
import type { ShopDashboardDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { BarGroups, BarSeries } from "../../../shared/charts/lazy-charts";
import { DashboardPanel, EmptyNote } from "../../../shared/ui/dashboard-panel";
import { monthlyPoints, salesPoints } from "./dashboard-charts";
import type { DashboardFormat } from "./dashboard-format";

/** The period's sales day by day (job cards and orders stacked), and the twelve months to its end. */
export function SalesCharts({ data, format }: { data: ShopDashboardDto; format: DashboardFormat }) {
  const { t, i18n } = useTranslation();
  const { isWeekly, points: days } = salesPoints(data.dailySales, i18n.language);
  const bars = isWeekly ? "weekly" : "daily";
  const months = monthlyPoints(data.monthlyOrders, i18n.language);
  const sources = [
    { key: "job_cards", name: t("shop.dashboard.charts.job_cards"), color: "indigo.6" },
    { key: "orders", name: t("shop.dashboard.charts.orders"), color: "teal.6" },
  ];
  return (
    <Grid>
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <DashboardPanel
          title={t(`shop.dashboard.charts.${bars}_title`)}
          description={t(`shop.dashboard.charts.${bars}_subtitle`)}
        >
          {days.length === 0 ? (
            <EmptyNote text={t("shop.dashboard.charts.no_sales")} />
          ) : (
            <BarGroups
              label={t(`shop.dashboard.charts.${bars}_chart`, { total: format.moneyText(data.totalGrossSales) })}
              points={days}
              series={sources}
              isStacked
              format={format.moneyText}
            />
          )}
        </DashboardPanel>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <DashboardPanel
          title={t("shop.dashboard.charts.monthly_title")}
          description={t("shop.dashboard.charts.monthly_subtitle")}
        >
          {!months ? (
            <EmptyNote text={t("shop.dashboard.charts.no_months")} />
          ) : (
            <Stack gap="md">
              <Text size="sm" fw={500}>
                {t("shop.dashboard.charts.monthly_sales")}
              </Text>
              <BarSeries
                label={t("shop.dashboard.charts.monthly_sales")}
                points={months.sales}
                name={t("shop.dashboard.charts.sales")}
                format={format.moneyText}
                height={180}
              />
              <Text size="sm" fw={500}>
                {t("shop.dashboard.charts.monthly_orders")}
              </Text>
              <BarSeries
                label={t("shop.dashboard.charts.monthly_orders")}
                points={months.orders}
                name={t("shop.dashboard.charts.orders")}
                format={format.count}
                color="teal.6"
                height={180}
              />
            </Stack>
          )}
        </DashboardPanel>
      </Grid.Col>
    </Grid>
  );
}
