import type { CommissionInvoiceDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { PdfButtons } from "../../../shared/ui/pdf-buttons";
import { useCommissionInvoicePdf } from "./invoice-hooks";

/** The invoice or credit note as a PDF, in English or in Arabic whatever the screen's language. */
export function InvoicePdfButtons({ doc }: { doc: Pick<CommissionInvoiceDto, "_id" | "number_display"> }) {
  const { t } = useTranslation();
  return (
    <PdfButtons
      pdf={useCommissionInvoicePdf()}
      requestOf={(lang) => ({ doc, lang })}
      labelOf={(lang) => t(`fleet.invoice.pdf.${lang}`)}
      failedText={t("fleet.invoice.pdf.failed")}
    />
  );
}
