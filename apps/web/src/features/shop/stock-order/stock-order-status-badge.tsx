import "@mantine/core/styles/Badge.css";
import { Badge } from "@mantine/core";
import type { StockOrderStatus } from "@pitlane/domain";
import { useTranslation } from "react-i18next";

const colors: Record<StockOrderStatus, string> = {
  draft: "gray",
  ordered: "blue",
  partly_received: "yellow",
  received: "teal",
  cancelled: "red",
};

/** A stock order's status in the colour every screen shows it in. */
export function StockOrderStatusBadge({ status }: { status: StockOrderStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={colors[status]}
      variant="light"
      data-testid="stock-order-status"
      // A visible label keeps the badge as wide as its words when the table is tight.
      styles={{ label: { overflow: "visible" } }}
    >
      {t(`shop.stock_order.statuses.${status}`)}
    </Badge>
  );
}
