import "@mantine/core/styles/SimpleGrid.css";
import { Paper, SimpleGrid } from "@mantine/core";
import type { OrderDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { DetailItem } from "../../../shared/ui/detail-item";
import { Phone } from "../../../shared/ui/phone";
import { branchName } from "../branch/branch-hooks";
import { OrderStatusBadge } from "./order-status-badge";

/** Who ordered, from which branch, when, and where it goes (delivery) or when it is collected (pickup). */
export function OrderFacts({ order }: { order: OrderDto }) {
  const { t, i18n } = useTranslation();
  const clock = useTenantClock();
  const field = (
    name:
      "status" | "kind" | "client" | "branch" | "placed_at" | "delivery_address" | "pickup_at" | "notes" | "created_by",
  ) => t(`shop.order.fields.${name}`);
  return (
    <Paper withBorder p="lg" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        <DetailItem label={field("status")}>
          <OrderStatusBadge status={order.status} />
        </DetailItem>
        <DetailItem label={field("kind")}>{t(`shop.order.kinds.${order.kind}`)}</DetailItem>
        <DetailItem label={field("client")}>
          <bdi data-testid="order-client">{order.client.name}</bdi>
          <br />
          <Phone value={order.client.phone} />
        </DetailItem>
        <DetailItem label={field("branch")}>
          <bdi>{branchName(order, i18n.language)}</bdi>
        </DetailItem>
        <DetailItem label={field("placed_at")}>{clock.date(order.placed_at)}</DetailItem>
        {order.kind === "delivery" ? (
          <DetailItem label={field("delivery_address")}>
            {order.delivery_address && <bdi style={{ whiteSpace: "pre-line" }}>{order.delivery_address}</bdi>}
          </DetailItem>
        ) : (
          <DetailItem label={field("pickup_at")}>
            {order.pickup_date && (
              <>
                {clock.date(order.pickup_date)} <bdi dir="ltr">{order.pickup_time}</bdi>
              </>
            )}
          </DetailItem>
        )}
        {order.notes && (
          <DetailItem label={field("notes")}>
            <bdi style={{ whiteSpace: "pre-line" }}>{order.notes}</bdi>
          </DetailItem>
        )}
        {order.created_by_name && <DetailItem label={field("created_by")}>{order.created_by_name}</DetailItem>}
      </SimpleGrid>
    </Paper>
  );
}
