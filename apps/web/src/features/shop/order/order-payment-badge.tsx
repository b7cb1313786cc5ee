import { Text } from "@mantine/core";
import type { OrderSummaryDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { InvoiceStatusBadge } from "../invoice/invoice-status-badge";

/** An order's payment as lists show it: its invoice's payment status, or that it has no invoice yet. */
export function OrderPaymentBadge({ order }: { order: Pick<OrderSummaryDto, "invoice_id" | "payment_status"> }) {
  const { t } = useTranslation();
  return order.invoice_id ? (
    <InvoiceStatusBadge invoice={{ payment_status: order.payment_status, voided: false }} />
  ) : (
    <Text size="sm" c="dimmed">
      {t("shop.order.not_invoiced")}
    </Text>
  );
}
