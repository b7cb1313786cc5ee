import "@mantine/core/styles/SimpleGrid.css";
import { SimpleGrid, Text } from "@mantine/core";
import type { ShopDashboardDto } from "@pitlane/domain";
import {
  IconAddressBook,
  IconAlertTriangle,
  IconCalendarEvent,
  IconCar,
  IconCash,
  IconCoins,
  IconFileInvoice,
  IconReceipt,
  IconShoppingCart,
  IconUsers,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { StatCard } from "../../../shared/ui/stat-card";
import type { DashboardFormat } from "./dashboard-format";

type KpiKey =
  | "gross_sales"
  | "gross_sales_hint"
  | "amount_paid"
  | "amount_paid_hint"
  | "unpaid_balance"
  | "unpaid_balance_hint"
  | "orders"
  | "orders_hint"
  | "appointments"
  | "appointments_hint"
  | "average_invoice"
  | "average_invoice_hint"
  | "cars"
  | "cars_hint"
  | "clients"
  | "clients_hint"
  | "team"
  | "team_hint"
  | "low_stock"
  | "low_stock_hint";

/** The period's headline figures, and the few that are "now" (unpaid balance, clients, team) said so. */
export function KpiCards({ data, format }: { data: ShopDashboardDto; format: DashboardFormat }) {
  const { t } = useTranslation();
  const k = (key: KpiKey) => t(`shop.dashboard.kpi.${key}`);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 5 }} data-testid="dashboard-kpis">
      <StatCard
        label={k("gross_sales")}
        value={format.money(data.totalGrossSales)}
        valueSize={22}
        hint={k("gross_sales_hint")}
        icon={IconCoins}
        color="indigo"
      >
        <Text size="xs" mt={6}>
          {t("shop.dashboard.kpi.split", {
            job_cards: format.moneyInText(data.jobCardRevenue),
            orders: format.moneyInText(data.orderRevenue),
          })}
        </Text>
      </StatCard>
      <StatCard
        label={k("amount_paid")}
        value={format.money(data.totalAmountPaid)}
        valueSize={22}
        hint={k("amount_paid_hint")}
        icon={IconCash}
        color="teal"
      />
      <StatCard
        label={k("unpaid_balance")}
        value={format.money(data.unpaidBalance)}
        valueSize={22}
        hint={k("unpaid_balance_hint")}
        icon={IconReceipt}
        color="red"
      />
      <StatCard
        label={k("orders")}
        value={format.count(data.totalOrders)}
        valueSize={26}
        hint={k("orders_hint")}
        icon={IconShoppingCart}
        color="grape"
      />
      <StatCard
        label={k("appointments")}
        value={format.count(data.totalAppointments)}
        valueSize={26}
        hint={k("appointments_hint")}
        icon={IconCalendarEvent}
        color="cyan"
      />
      <StatCard
        label={k("average_invoice")}
        value={format.money(data.averageInvoice)}
        valueSize={22}
        hint={k("average_invoice_hint")}
        icon={IconFileInvoice}
        color="blue"
      />
      <StatCard
        label={k("cars")}
        value={format.count(data.carCount)}
        valueSize={26}
        hint={k("cars_hint")}
        icon={IconCar}
        color="orange"
      />
      <StatCard
        label={k("clients")}
        value={format.count(data.totalClients)}
        valueSize={26}
        hint={k("clients_hint")}
        icon={IconAddressBook}
        color="lime"
      />
      <StatCard
        label={k("team")}
        value={format.count(data.totalShopUsers)}
        valueSize={26}
        hint={k("team_hint")}
        icon={IconUsers}
        color="pink"
      />
      <StatCard
        label={k("low_stock")}
        value={format.count(data.lowStockCount)}
        valueSize={26}
        hint={k("low_stock_hint")}
        icon={IconAlertTriangle}
        color="yellow"
      />
    </SimpleGrid>
  );
}
