import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useCan } from "../../../shared/session/permissions";
import { RecordLoadState } from "../../../shared/ui/record-load-error";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { useUrlDialog } from "../../../shared/ui/use-form-dialog";
import { invoiceActionsOf } from "./invoice-actions";
import { InvoiceDetailPage } from "./invoice-detail-page";
import { useInvoice } from "./invoice-hooks";
import { INVOICE_LIST_PATH } from "./invoice-paths";
import { PaymentDialog } from "./payment-dialog";
import { VoidDialog } from "./void-dialog";

/** `/jobs/invoice/invoiceDetails/:id`: one invoice; its payment and void dialogs kept in the URL (`?pay=1`, `?void=1`). */
export function Component() {
  return (
    <RequirePermission permission="invoices.view">
      <InvoiceDetail />
    </RequirePermission>
  );
}

const DIALOGS = ["pay", "void"] as const;

function InvoiceDetail() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const invoice = useInvoice(id);
  const dialogs = useUrlDialog(DIALOGS);
  const grants = { canRecordPayment: useCan("invoices.record_payment"), canVoid: useCan("invoices.void") };

  if (!invoice.isSuccess) {
    return (
      <RecordLoadState
        record={invoice}
        notFoundText={t("refusals.invoice_not_found")}
        backTo={INVOICE_LIST_PATH}
        backLabel={t("shop.invoice.back_to_list")}
      />
    );
  }
  const inv = invoice.data;
  const can = invoiceActionsOf(inv, grants);

  return (
    <>
      <InvoiceDetailPage
        invoice={inv}
        onRecordPayment={can.canPay ? () => dialogs.open({ pay: "1" }) : undefined}
        onVoid={can.canVoid ? () => dialogs.open({ void: "1" }) : undefined}
      />
      {/* A dialog the invoice no longer allows (paid off, voided meanwhile) stays closed. */}
      <PaymentDialog invoice={inv} opened={can.canPay && dialogs.params.has("pay")} onClose={dialogs.close} />
      <VoidDialog invoice={inv} opened={can.canVoid && dialogs.params.has("void")} onClose={dialogs.close} />
    </>
  );
}
