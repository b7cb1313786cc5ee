import { Button, Group, Stack } from "@mantine/core";
import type { StockOrderCreateBody } from "@pitlane/domain";
import { IconCash, IconPackageImport, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useCan } from "../../../shared/session/permissions";
import { notify } from "../../../shared/ui/notify";
import { PageHeader } from "../../../shared/ui/page-header";
import { RecordLoadState } from "../../../shared/ui/record-load-error";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { useUrlDialog } from "../../../shared/ui/use-form-dialog";
import { OrderFigures } from "./order-figures";
import { OrderProgress } from "./order-progress";
import { ReceiveDialog } from "./receive-dialog";
import { stockOrderActionsOf } from "./stock-order-actions";
import { type OrderIntent, StockOrderForm } from "./stock-order-form";
import { useStockOrder, useStockOrderStatus, useStockOrderUpdate } from "./stock-order-hooks";
import { STOCK_ORDER_LIST_PATH } from "./stock-order-paths";
import { StockOrderPdfButtons } from "./stock-order-pdf-buttons";
import { StockOrderStatusBadge } from "./stock-order-status-badge";
import { useOrderConfirms } from "./use-order-confirms";
import { BackLink } from "../../../shared/ui/back-link";

/**
 * `/inventory/stock-orders/edit/:id`: one order, its figures and lines, the form while it is open,
 * and the moves its status allows; the receive dialog is kept in the URL (`?receive=1`).
 */
export function Component() {
  return (
    <RequirePermission permission="stock.view">
      <StockOrderEdit />
    </RequirePermission>
  );
}

const DIALOGS = ["receive"] as const;

function StockOrderEdit() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const order = useStockOrder(id);

  if (!order.isSuccess) {
    return (
      <RecordLoadState
        record={order}
        notFoundText={t("refusals.stock_order_not_found")}
        backTo={STOCK_ORDER_LIST_PATH}
        backLabel={t("shop.stock_order.back_to_list")}
      />
    );
  }
  return <StockOrderPage order={order.data} />;
}

function StockOrderPage({ order }: { order: NonNullable<ReturnType<typeof useStockOrder>["data"]> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useStockOrderUpdate();
  const place = useStockOrderStatus();
  const dialogs = useUrlDialog(DIALOGS);
  const can = stockOrderActionsOf(order, useCan("stock.edit"));
  const confirms = useOrderConfirms(order);
  const number = order.number_display;
  const pending: OrderIntent | null = place.isPending ? "ordered" : update.isPending ? "draft" : null;

  function handleSubmit({ status: _status, ...body }: StockOrderCreateBody, intent: OrderIntent) {
    update.mutate(
      { id: order._id, body },
      {
        onSuccess: (saved) => {
          if (intent !== "ordered") {
            notify.success(t("shop.stock_order.toast.updated", { number }));
            return;
          }
          place.mutate(
            { id: saved._id, status: "ordered" },
            {
              onSuccess: () =>
                notify.success(t("shop.stock_order.toast.placed", { number, supplier: saved.supplier_name })),
            },
          );
        },
      },
    );
  }

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title={t("shop.stock_order.title_edit", { number })}
        actions={
          <Group gap="sm">
            <BackLink to={STOCK_ORDER_LIST_PATH}>{t("shop.stock_order.back_to_list")}</BackLink>
            <StockOrderPdfButtons order={order} />
            {can.canReceive && (
              <Button leftSection={<IconPackageImport size={16} />} onClick={() => dialogs.open({ receive: "1" })}>
                {t("shop.stock_order.receive.action")}
              </Button>
            )}
            {can.canCancel && (
              <Button
                color="red"
                variant="light"
                leftSection={<IconX size={16} />}
                loading={confirms.isCancelling}
                onClick={confirms.confirmCancel}
              >
                {t("shop.stock_order.cancel.action")}
              </Button>
            )}
          </Group>
        }
      />
      <Group gap="sm">
        <StockOrderStatusBadge status={order.status} />
      </Group>
      <OrderFigures
        order={order}
        action={
          can.canPay && (
            <Button leftSection={<IconCash size={16} />} loading={confirms.isPaying} onClick={confirms.confirmPayment}>
              {t("shop.stock_order.payment.action")}
            </Button>
          )
        }
      />
      {order.status !== "draft" && <OrderProgress order={order} />}
      <StockOrderForm
        // A change saved or received anew shows the order as the server now has it.
        key={order.updated_at}
        data={order}
        isReadOnly={!can.canSave}
        canPlace={can.canPlace}
        pending={pending}
        errors={update.error ?? place.error}
        onCancel={() => void navigate(STOCK_ORDER_LIST_PATH)}
        onSubmit={handleSubmit}
      />
      {/* A dialog the order no longer allows (received meanwhile, cancelled) stays closed. */}
      <ReceiveDialog order={order} opened={can.canReceive && dialogs.params.has("receive")} onClose={dialogs.close} />
    </Stack>
  );
}
