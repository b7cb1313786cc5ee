import "@mantine/core/styles/Badge.css";
import { Badge } from "@mantine/core";
import type { InvoiceSummaryDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { shownStatusOf } from "./invoice-actions";

/** An invoice's payment status, or VOID alone once voided (also for a client's sales). */
export function InvoiceStatusBadge({ invoice }: { invoice: Pick<InvoiceSummaryDto, "payment_status" | "voided"> }) {
  const { t } = useTranslation();
  const shown = shownStatusOf(invoice);
  return (
    <Badge
      color={shown.color}
      variant={shown.kind === "void" ? "filled" : "light"}
      data-testid="invoice-payment-status"
      style={{ alignSelf: "flex-start" }}
    >
      {shown.kind === "void" ? t("shop.invoice.void_mark") : t(`shop.invoice.payment_statuses.${shown.status}`)}
    </Badge>
  );
}
