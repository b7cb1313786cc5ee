import {
  commissionInvoiceEndpoints as e,
  type CommissionInvoiceDto,
  type CommissionInvoiceListQuery,
} from "@pitlane/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { pdfFileName, useDownload } from "../../../shared/api/download";
import { keys } from "../../../shared/api/hooks";

/*
 * The platform writes these documents when a company's month closes and never changes them: the
 * portal only reads and downloads them, so there is no mutation to invalidate anything.
 */
const invoiceKeys = keys("fleet-commission-invoices");

/** A page of the company's invoices and credit notes; a visit after a month ends finds the new one. */
export function useCommissionInvoiceList(query: CommissionInvoiceListQuery) {
  return useQuery({
    queryKey: invoiceKeys.list(query),
    queryFn: () => request(e.list, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useCommissionInvoice(id: string) {
  return useQuery({ queryKey: invoiceKeys.detail(id), queryFn: () => request(e.get, { params: { id } }) });
}

/** The document as a PDF in English or Arabic, saved as CI-000012-en.pdf. */
export function useCommissionInvoicePdf() {
  return useDownload(
    e.downloadPdf,
    ({ doc, lang }: { doc: Pick<CommissionInvoiceDto, "_id" | "number_display">; lang: "en" | "ar" }) => ({
      params: { id: doc._id },
      query: { lang },
      fileName: pdfFileName(doc.number_display, lang),
    }),
  );
}
