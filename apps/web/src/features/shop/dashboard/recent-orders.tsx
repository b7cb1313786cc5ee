import { Anchor } from "@mantine/core";
import type { OrderSummaryDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { DashboardPanel } from "../../../shared/ui/dashboard-panel";
import type { Column } from "../../../shared/ui/data-table";
import { StaticTable } from "../../../shared/ui/static-table";
import { OrderPaymentBadge } from "../order/order-payment-badge";
import { orderDetailPath } from "../order/order-paths";
import { OrderStatusBadge } from "../order/order-status-badge";
import type { DashboardFormat } from "./dashboard-format";

/** The five orders placed last, each leading to its page; the payment shows once the order is invoiced. */
export function RecentOrders({ orders, format }: { orders: OrderSummaryDto[]; format: DashboardFormat }) {
  const { t, i18n } = useTranslation();
  const clock = useTenantClock();
  const title = t("shop.dashboard.recent_orders.title");
  const columns: Column<OrderSummaryDto>[] = [
    {
      key: "number",
      header: t("shop.dashboard.recent_orders.number"),
      isMain: true,
      render: (order) => (
        <Anchor component={Link} to={orderDetailPath(order._id)} inherit>
          <bdi style={{ whiteSpace: "nowrap" }}>{order.number_display}</bdi>
        </Anchor>
      ),
    },
    { key: "placed", header: t("shop.dashboard.recent_orders.placed"), render: (order) => clock.date(order.placed_at) },
    {
      key: "client",
      header: t("shop.dashboard.recent_orders.client"),
      render: (order) => <bdi>{order.client_name}</bdi>,
    },
    {
      key: "branch",
      header: t("shop.dashboard.recent_orders.branch"),
      render: (order) => <bdi>{i18n.language === "ar" ? order.branch_name_arabic : order.branch_name_english}</bdi>,
    },
    {
      key: "status",
      header: t("shop.dashboard.recent_orders.status"),
      render: (order) => <OrderStatusBadge status={order.status} />,
    },
    {
      key: "payment",
      header: t("shop.dashboard.recent_orders.payment"),
      render: (order) => <OrderPaymentBadge order={order} />,
    },
    {
      key: "total",
      header: t("shop.dashboard.recent_orders.total"),
      alignEnd: true,
      render: (o) => format.money(o.total),
    },
  ];
  return (
    <DashboardPanel title={title} description={t("shop.dashboard.recent_orders.subtitle")}>
      <StaticTable
        label={title}
        rows={orders}
        columns={columns}
        rowKey={(order) => order._id}
        empty={t("shop.dashboard.recent_orders.empty")}
        minWidth={640}
      />
    </DashboardPanel>
  );
}
