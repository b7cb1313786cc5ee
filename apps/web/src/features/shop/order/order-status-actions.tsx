import { Button, Group, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { OrderStatusBody, type OrderDto } from "@pitlane/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toFailure } from "../../../shared/api/api-error";
import { failureText } from "../../../shared/forms/messages";
import { notify } from "../../../shared/ui/notify";
import { ReasonDialog } from "../../../shared/ui/reason-dialog";
import type { OrderMove, OrderStep } from "./order-actions";
import { useOrderStatus } from "./order-hooks";

interface Props {
  order: OrderDto;
  steps: OrderStep[];
  /** "Ship" with no shipment details yet: the shipment dialog opens, and ships once they are saved. */
  onAskShipment: () => void;
}

/** Cancelling may say why (the reason stays on the order's timeline). */
const CancelBody = OrderStatusBody.pick({ reason: true });

const COLORS: Partial<Record<OrderMove, string>> = { delivered: "teal", picked_up: "teal", cancelled: "red" };

/**
 * The moves the order may make, each asked in a modal (cancelling with an optional reason). A
 * refusal (the order moved meanwhile, stock short, no shipment) shows the server's reason in a toast.
 */
export function OrderStatusActions({ order, steps, onAskShipment }: Props) {
  const { t } = useTranslation();
  const change = useOrderStatus();
  const [isCancelOpen, setCancelOpen] = useState(false);
  const number = order.number_display;

  function move(status: OrderMove, reason: string | null = null) {
    change.mutate(
      { order_id: order._id, status, reason },
      {
        onSuccess: (saved) => {
          setCancelOpen(false);
          notify.success(
            saved.invoice_number_display
              ? t("shop.order.toast.completed", { number, invoice: saved.invoice_number_display })
              : t(`shop.order.toast.${status}`, { number }),
          );
        },
        // The cancel dialog shows its own refusal; every other move's is a toast.
        onError: (error) => {
          if (status !== "cancelled") notify.error(failureText(t, toFailure(error)));
        },
      },
    );
  }

  function confirm(step: OrderStep) {
    if (step.status === "cancelled") return setCancelOpen(true);
    if (step.asksShipment) return onAskShipment();
    modals.openConfirmModal({
      title: t(`shop.order.change_status.${step.status}.title`, { number }),
      centered: true,
      children: <Text size="sm">{t(`shop.order.change_status.${step.status}.text`)}</Text>,
      labels: { confirm: t(`shop.order.change_status.${step.status}.action`), cancel: t("actions.cancel") },
      confirmProps: { color: COLORS[step.status] },
      onConfirm: () => move(step.status),
    });
  }

  if (steps.length === 0) return null;
  return (
    <>
      <Group gap="sm">
        {steps.map((step) => (
          <Button
            key={step.status}
            color={COLORS[step.status]}
            variant={step.status === "cancelled" ? "light" : "filled"}
            loading={change.isPending && change.variables.status === step.status}
            disabled={change.isPending && change.variables.status !== step.status}
            onClick={() => confirm(step)}
          >
            {t(`shop.order.change_status.${step.status}.action`)}
          </Button>
        ))}
      </Group>
      <ReasonDialog
        schema={CancelBody}
        title={t("shop.order.cancel.title", { number: order.number_display })}
        warning={t("shop.order.cancel.text")}
        reasonLabel={t("shop.order.cancel.reason")}
        submitLabel={t("shop.order.cancel.confirm")}
        cancelLabel={t("shop.order.cancel.keep")}
        required={false}
        opened={isCancelOpen}
        pending={change.isPending}
        errors={change.variables?.status === "cancelled" ? change.error : null}
        onSubmit={(reason) => move("cancelled", reason)}
        onClose={() => {
          change.reset();
          setCancelOpen(false);
        }}
      />
    </>
  );
}

/** Shipping straight after the shipment details are saved, as "Ship" asked for them. */
export function useShipAfterShipment() {
  const { t } = useTranslation();
  const change = useOrderStatus();
  return (order: OrderDto) =>
    change.mutate(
      { order_id: order._id, status: "shipped", reason: null },
      {
        onSuccess: () => notify.success(t("shop.order.toast.shipped", { number: order.number_display })),
        onError: (error) => notify.error(failureText(t, toFailure(error))),
      },
    );
}
