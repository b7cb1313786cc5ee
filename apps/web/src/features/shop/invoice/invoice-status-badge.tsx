import "@mantine/core/styles/Badge.css";
import { Badge, Group } from "@mantine/core";
import type { InvoiceSummaryDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { shownStatusOf } from "./invoice-actions";

/** An invoice's payment status, and its VOID mark once voided (also for a client's sales). */
export function InvoiceStatusBadge({ invoice }: { invoice: Pick<InvoiceSummaryDto, "payment_status" | "voided"> }) {
  const { t } = useTranslation();
  const shown = shownStatusOf(invoice);
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={shown.color} variant="light" data-testid="invoice-payment-status">
        {t(`shop.invoice.payment_statuses.${shown.status}`)}
      </Badge>
      {shown.isVoid && (
        <Badge color="red" variant="filled" data-testid="invoice-void-mark">
          {t("shop.invoice.void_mark")}
        </Badge>
      )}
    </Group>
  );
}
