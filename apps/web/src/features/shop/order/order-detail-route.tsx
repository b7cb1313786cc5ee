import "@mantine/core/styles/Grid.css";
import { Grid, Group, Stack } from "@mantine/core";
import type { OrderDto } from "@pitlane/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useCan } from "../../../shared/session/permissions";
import { PageHeader } from "../../../shared/ui/page-header";
import { RecordLoadState } from "../../../shared/ui/record-load-error";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { InvoiceLines } from "../invoice/invoice-lines";
import { InvoiceTotals } from "../invoice/invoice-totals";
import { canEditShipment, orderStepsOf } from "./order-actions";
import { OrderFacts } from "./order-facts";
import { useOrder } from "./order-hooks";
import { OrderInvoiceCard } from "./order-invoice-card";
import { OrderItems } from "./order-items";
import { ORDER_LIST_PATH } from "./order-paths";
import { OrderShipmentCard } from "./order-shipment-card";
import { OrderShipmentDialog } from "./order-shipment-dialog";
import { OrderStatusActions, useShipAfterShipment } from "./order-status-actions";
import { OrderTimeline } from "./order-timeline";
import { BackLink } from "../../../shared/ui/back-link";

/** `/orders/:id` (spec 000's "preview details"): one order, what to pack, its shipment, its moves and its invoice. */
export function Component() {
  return (
    <RequirePermission permission="orders.view">
      <OrderDetail />
    </RequirePermission>
  );
}

function OrderDetail() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const order = useOrder(id);
  if (!order.isSuccess) {
    return (
      <RecordLoadState
        record={order}
        notFoundText={t("refusals.order_not_found")}
        backTo={ORDER_LIST_PATH}
        backLabel={t("shop.order.back_to_list")}
      />
    );
  }
  return <OrderPage order={order.data} />;
}

/** Whether the shipment dialog is open, and whether "Ship" opened it (then saving ships). */
type ShipmentDialog = { isForShipping: boolean } | null;

function OrderPage({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  const grants = { canChangeStatus: useCan("orders.change_status"), canAddShipment: useCan("orders.add_shipment") };
  const [dialog, setDialog] = useState<ShipmentDialog>(null);
  const ship = useShipAfterShipment();
  const isShipmentEditable = canEditShipment(order, grants);

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title={t(`shop.order.title_detail.${order.kind}`, { number: order.number_display })}
        actions={<BackLink to={ORDER_LIST_PATH}>{t("shop.order.back_to_list")}</BackLink>}
      />
      <OrderFacts order={order} />
      <Group>
        <OrderStatusActions
          order={order}
          steps={orderStepsOf(order, grants)}
          onAskShipment={() => setDialog({ isForShipping: true })}
        />
      </Group>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <InvoiceLines invoice={order} />
            <OrderItems items={order.items} isToPack={order.status === "placed" || order.status === "confirmed"} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <InvoiceTotals invoice={order} />
            <OrderInvoiceCard order={order} />
            {order.kind === "delivery" && (
              <OrderShipmentCard
                shipment={order.shipment}
                onEdit={isShipmentEditable ? () => setDialog({ isForShipping: false }) : undefined}
              />
            )}
            <OrderTimeline order={order} />
          </Stack>
        </Grid.Col>
      </Grid>
      <OrderShipmentDialog
        order={order}
        opened={dialog !== null && isShipmentEditable}
        onClose={() => setDialog(null)}
        onSaved={dialog?.isForShipping ? ship : undefined}
      />
    </Stack>
  );
}
