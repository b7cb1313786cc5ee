import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useCan } from "../../../shared/session/permissions";
import { RecordLoadState } from "../../../shared/ui/record-load-error";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { InvoiceDetailPage } from "./invoice-detail-page";
import { useCommissionInvoice } from "./invoice-hooks";
import { INVOICES_PATH } from "./invoice-paths";

/** `/fleet/invoices/:id`: one commission invoice or credit note. */
export function Component() {
  return (
    <RequirePermission permission="invoices.view_detail">
      <InvoiceDetail />
    </RequirePermission>
  );
}

function InvoiceDetail() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const doc = useCommissionInvoice(id);
  const canDownload = useCan("invoices.download");
  if (!doc.isSuccess) {
    return (
      <RecordLoadState
        record={doc}
        notFoundText={t("fleet.invoice.detail.not_found")}
        backTo={INVOICES_PATH}
        backLabel={t("fleet.invoice.back_to_list")}
      />
    );
  }
  return <InvoiceDetailPage doc={doc.data} canDownload={canDownload} />;
}
