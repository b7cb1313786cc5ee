import { Anchor, Button, Group, Stack, Text } from "@mantine/core";
import type { OrderDto } from "@pitlane/domain";
import { IconCash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCan } from "../../../shared/session/permissions";
import { SectionCard } from "../../../shared/ui/section-card";
import { invoiceActionsOf } from "../invoice/invoice-actions";
import { useInvoice } from "../invoice/invoice-hooks";
import { invoiceDetailPath } from "../invoice/invoice-paths";
import { InvoiceStatusBadge } from "../invoice/invoice-status-badge";
import { PaymentDialog } from "../invoice/payment-dialog";

type Invoiced = OrderDto & { invoice_id: string; invoice_number_display: string };

const isInvoiced = (order: OrderDto): order is Invoiced =>
  order.invoice_id !== null && order.invoice_number_display !== null;

/** A completed order's invoice: its number (a link to it), how far it is paid, and "Record payment". */
export function OrderInvoiceCard({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  const canViewInvoices = useCan("invoices.view");
  if (!isInvoiced(order)) return null;
  return (
    <SectionCard title={t("shop.order.invoice.title")}>
      <Stack gap="sm">
        <Group gap="sm">
          {canViewInvoices ? (
            <Anchor component={Link} to={invoiceDetailPath(order.invoice_id)} data-testid="order-invoice-link">
              <bdi>{order.invoice_number_display}</bdi>
            </Anchor>
          ) : (
            <bdi>{order.invoice_number_display}</bdi>
          )}
          <InvoiceStatusBadge invoice={{ payment_status: order.payment_status, voided: false }} />
        </Group>
        {canViewInvoices && <InvoicePayment invoiceId={order.invoice_id} />}
      </Stack>
    </SectionCard>
  );
}

/** The invoice screen's own payment dialog, over the invoice as loaded. */
function InvoicePayment({ invoiceId }: { invoiceId: string }) {
  const { t } = useTranslation();
  const invoice = useInvoice(invoiceId);
  const grants = { canRecordPayment: useCan("invoices.record_payment"), canVoid: false };
  const [isOpen, setOpen] = useState(false);
  if (!invoice.isSuccess) return null;
  const can = invoiceActionsOf(invoice.data, grants);
  return (
    <>
      {invoice.data.voided && (
        <Text size="sm" c="red">
          {t("shop.invoice.void_mark")}
        </Text>
      )}
      {can.canPay && (
        <Button leftSection={<IconCash size={16} />} onClick={() => setOpen(true)} style={{ alignSelf: "flex-start" }}>
          {t("shop.invoice.payment.action")}
        </Button>
      )}
      <PaymentDialog invoice={invoice.data} opened={can.canPay && isOpen} onClose={() => setOpen(false)} />
    </>
  );
}
