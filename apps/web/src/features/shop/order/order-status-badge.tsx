import "@mantine/core/styles/Badge.css";
import { Badge } from "@mantine/core";
import type { OrderStatus } from "@pitlane/domain";
import { useTranslation } from "react-i18next";

const colors: Record<OrderStatus, string> = {
  placed: "gray",
  confirmed: "blue",
  packed: "indigo",
  shipped: "cyan",
  ready_for_pickup: "yellow",
  delivered: "teal",
  picked_up: "teal",
  cancelled: "red",
};

/** An order's status in the colour every screen shows it in. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={colors[status]}
      variant="light"
      data-testid="order-status"
      // A visible label keeps the badge as wide as its words when the table is tight.
      styles={{ label: { overflow: "visible" } }}
    >
      {t(`shop.order.statuses.${status}`)}
    </Badge>
  );
}
