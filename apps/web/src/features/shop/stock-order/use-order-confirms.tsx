import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import type { StockOrderDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { toFailure } from "../../../shared/api/api-error";
import { failureText } from "../../../shared/forms/messages";
import { moneyInText } from "../../../shared/ui/money";
import { notify } from "../../../shared/ui/notify";
import { useStockOrderPayment, useStockOrderStatus } from "./stock-order-hooks";

/**
 * Cancelling an order and recording its payment, each asked in a modal that says what it does;
 * a refusal (the order changed meanwhile, nothing owed) shows the server's reason in a toast.
 */
export function useOrderConfirms(order: StockOrderDto) {
  const { t } = useTranslation();
  const status = useStockOrderStatus();
  const payment = useStockOrderPayment();
  const number = order.number_display;
  const onError = (error: Error) => notify.error(failureText(t, toFailure(error)));

  function confirmCancel() {
    modals.openConfirmModal({
      title: t("shop.stock_order.cancel.title", { number }),
      centered: true,
      children: <Text size="sm">{t("shop.stock_order.cancel.text")}</Text>,
      labels: { confirm: t("shop.stock_order.cancel.confirm"), cancel: t("shop.stock_order.cancel.keep") },
      confirmProps: { color: "red" },
      onConfirm: () =>
        status.mutate(
          { id: order._id, status: "cancelled" },
          { onSuccess: () => notify.success(t("shop.stock_order.toast.cancelled", { number })), onError },
        ),
    });
  }

  function confirmPayment() {
    const amount = moneyInText(order.owed, order.currency);
    modals.openConfirmModal({
      title: t("shop.stock_order.payment.title", { number }),
      centered: true,
      children: <Text size="sm">{t("shop.stock_order.payment.text", { amount, supplier: order.supplier_name })}</Text>,
      labels: { confirm: t("shop.stock_order.payment.confirm"), cancel: t("actions.cancel") },
      onConfirm: () =>
        payment.mutate(order._id, {
          onSuccess: () => notify.success(t("shop.stock_order.toast.paid", { number, amount })),
          onError,
        }),
    });
  }

  return {
    confirmCancel,
    confirmPayment,
    isCancelling: status.isPending && status.variables.status === "cancelled",
    isPaying: payment.isPending,
  };
}
