import {
  type ClientSalesQuery,
  type InvoiceDto,
  type InvoiceListQuery,
  type PaymentBody,
  type VoidBody,
  invoiceEndpoints,
} from "@pitlane/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { pdfFileName, useDownload } from "../../../shared/api/download";
import { keys } from "../../../shared/api/hooks";

/*
 * Invoices are issued by completing a job card and never edited, so they have no create, update
 * or remove: only reads, a payment and voiding, all under one key factory.
 */
export const invoiceKeys = keys("invoices");

export function useInvoiceList(query: InvoiceListQuery) {
  return useQuery({
    queryKey: invoiceKeys.list(query),
    queryFn: () => request(invoiceEndpoints.list, { query }),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** A client's sales, under the invoices' list key so a payment or a void refreshes them too. */
export function useClientSales(query: ClientSalesQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...invoiceKeys.lists(), "by-client", query],
    queryFn: () => request(invoiceEndpoints.byClient, { query }),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });
}

export function useInvoice(id: string) {
  return useQuery({
    queryKey: invoiceKeys.detail(id),
    queryFn: () => request(invoiceEndpoints.get, { params: { id } }),
  });
}

/**
 * Both changes answer the invoice as it now stands: the screen shows it at once, the lists reload,
 * and so do the customer orders, which show their invoice's payment status.
 */
function useInvoiceChange<B>(send: (id: string, body: B) => Promise<InvoiceDto>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: B }) => send(id, body),
    onSuccess: async (invoice, { id }) => {
      client.setQueryData(invoiceKeys.detail(id), invoice);
      await Promise.all(
        [invoiceKeys.lists(), keys("orders").all].map((queryKey) => client.invalidateQueries({ queryKey })),
      );
    },
  });
}

export const useRecordPayment = () =>
  useInvoiceChange((id, body: PaymentBody) => request(invoiceEndpoints.recordPayment, { params: { id }, body }));

export const useVoidInvoice = () =>
  useInvoiceChange((id, body: VoidBody) => request(invoiceEndpoints.void, { params: { id }, body }));

/** The invoice as a PDF in English or Arabic, saved as INV-000123-en.pdf. */
export function useInvoicePdf() {
  return useDownload(
    invoiceEndpoints.downloadPdf,
    ({ invoice, lang }: { invoice: Pick<InvoiceDto, "_id" | "number_display">; lang: "en" | "ar" }) => ({
      params: { id: invoice._id },
      query: { lang },
      fileName: pdfFileName(invoice.number_display, lang),
    }),
  );
}
