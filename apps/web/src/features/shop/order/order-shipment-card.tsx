import { Button, Stack, Text } from "@mantine/core";
import type { OrderShipmentDto } from "@pitlane/domain";
import { IconTruckDelivery } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { DetailItem } from "../../../shared/ui/detail-item";
import { SectionCard } from "../../../shared/ui/section-card";

interface Props {
  shipment: OrderShipmentDto | null;
  /** Absent when the details may not change (a done order, or a role without orders.add_shipment). */
  onEdit?: () => void;
}

/** A delivery order's shipment: courier, address, estimated date, tracking number and remarks. */
export function OrderShipmentCard({ shipment, onEdit }: Props) {
  const { t } = useTranslation();
  const clock = useTenantClock();
  const label = (
    name: "courier_company" | "delivery_address" | "estimated_delivery_date" | "tracking_number" | "remarks",
  ) => t(`shop.order.shipment.${name}`);
  return (
    <SectionCard title={t("shop.order.shipment.title")}>
      <Stack gap="sm" data-testid="order-shipment">
        {shipment ? (
          <>
            <DetailItem label={label("courier_company")}>
              <bdi>{shipment.courier_company}</bdi>
            </DetailItem>
            <DetailItem label={label("delivery_address")}>
              <bdi style={{ whiteSpace: "pre-line" }}>{shipment.delivery_address}</bdi>
            </DetailItem>
            <DetailItem label={label("estimated_delivery_date")}>
              {shipment.estimated_delivery_date && clock.date(shipment.estimated_delivery_date)}
            </DetailItem>
            <DetailItem label={label("tracking_number")}>
              {shipment.tracking_number && <bdi dir="ltr">{shipment.tracking_number}</bdi>}
            </DetailItem>
            {shipment.remarks && (
              <DetailItem label={label("remarks")}>
                <bdi>{shipment.remarks}</bdi>
              </DetailItem>
            )}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t("shop.order.shipment.none")}
          </Text>
        )}
        {onEdit && (
          <Button
            variant="light"
            leftSection={<IconTruckDelivery size={16} />}
            onClick={onEdit}
            style={{ alignSelf: "flex-start" }}
          >
            {shipment ? t("shop.order.shipment.edit") : t("shop.order.shipment.add")}
          </Button>
        )}
      </Stack>
    </SectionCard>
  );
}
