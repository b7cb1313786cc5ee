import type { InvoiceDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { PdfButtons } from "../../../shared/ui/pdf-buttons";
import { useInvoicePdf } from "./invoice-hooks";

/** The invoice as a PDF, in English or in Arabic whatever the screen's language. */
export function InvoicePdfButtons({ invoice }: { invoice: Pick<InvoiceDto, "_id" | "number_display"> }) {
  const { t } = useTranslation();
  return (
    <PdfButtons
      pdf={useInvoicePdf()}
      requestOf={(lang) => ({ invoice, lang })}
      labelOf={(lang) => t(`shop.invoice.pdf.${lang}`)}
      failedText={t("shop.invoice.pdf.failed")}
    />
  );
}
