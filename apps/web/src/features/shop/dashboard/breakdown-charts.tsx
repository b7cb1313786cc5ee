import "@mantine/core/styles/SimpleGrid.css";
import { SimpleGrid } from "@mantine/core";
import type { ShopDashboardDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { BarGroups, BarSeries } from "../../../shared/charts/lazy-charts";
import { DashboardPanel, EmptyNote } from "../../../shared/ui/dashboard-panel";
import { cityOrderPoints, cityRevenuePoints, technicianPoints } from "./dashboard-charts";
import type { DashboardFormat } from "./dashboard-format";

/** Where the period's revenue and orders came from, by the selling branch's city, and the technicians' hours. */
export function BreakdownCharts({ data, format }: { data: ShopDashboardDto; format: DashboardFormat }) {
  const { t, i18n } = useTranslation();
  const revenue = cityRevenuePoints(data.cityWiseRevenue, i18n.language);
  const orders = cityOrderPoints(data.cityWiseOrders, i18n.language);
  const technicians = technicianPoints(data.technicianHours);
  const hours = (value: number) => t("shop.dashboard.charts.hours", { hours: format.count(value) });
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <DashboardPanel title={t("shop.dashboard.charts.city_revenue_title")}>
          {revenue.length === 0 ? (
            <EmptyNote text={t("shop.dashboard.charts.no_sales")} />
          ) : (
            <BarSeries
              label={t("shop.dashboard.charts.city_revenue_title")}
              points={revenue}
              name={t("shop.dashboard.charts.revenue")}
              format={format.moneyText}
            />
          )}
        </DashboardPanel>
        <DashboardPanel title={t("shop.dashboard.charts.city_orders_title")}>
          {orders.length === 0 ? (
            <EmptyNote text={t("shop.dashboard.charts.no_orders")} />
          ) : (
            <BarSeries
              label={t("shop.dashboard.charts.city_orders_title")}
              points={orders}
              name={t("shop.dashboard.charts.orders")}
              format={format.count}
              color="teal.6"
            />
          )}
        </DashboardPanel>
      </SimpleGrid>
      <DashboardPanel
        title={t("shop.dashboard.charts.technicians_title")}
        description={t("shop.dashboard.charts.technicians_subtitle")}
      >
        {technicians.length === 0 ? (
          <EmptyNote text={t("shop.dashboard.charts.no_technicians")} />
        ) : (
          <BarGroups
            label={t("shop.dashboard.charts.technicians_title")}
            points={technicians}
            series={[
              { key: "booked", name: t("shop.dashboard.charts.booked"), color: "grape.6" },
              { key: "scheduled", name: t("shop.dashboard.charts.scheduled"), color: "gray.5" },
            ]}
            format={hours}
          />
        )}
      </DashboardPanel>
    </>
  );
}
