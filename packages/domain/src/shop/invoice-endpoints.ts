import { z } from "zod";
import { defineEndpoint } from "../platform/endpoint.js";
import { IdParams, listResultSchema } from "../platform/list.js";
import {
  ClientSalesQuery,
  InvoiceDto,
  InvoiceListQuery,
  InvoicePdfQuery,
  InvoiceSummaryDto,
  PaymentBody,
  VoidBody,
} from "./invoice.js";

const tag = "Invoices";

/**
 * Spec 000 section 7, Invoices ("by shop with query", "by invoice id"), completed under
 * /customer/api/invoice. The PDF download answers a file, not the envelope (`binary`).
 */
export const invoiceEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/customer/api/invoice/get-all-by-shop-id",
    summary: "The shop's invoices, newest first, with search, payment status, branch, client and date filters",
    tag,
    auth: "shop",
    permission: "invoices.view",
    query: InvoiceListQuery,
    result: listResultSchema(InvoiceSummaryDto),
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/customer/api/invoice/get/:id",
    summary: "One invoice with its lines, payments and (SAR) e-invoice QR payload",
    tag,
    auth: "shop",
    permission: "invoices.view",
    params: IdParams,
    result: InvoiceDto,
  }),
  recordPayment: defineEndpoint({
    method: "POST",
    path: "/customer/api/invoice/record-payment/:id",
    summary: "Record a cash payment of up to the balance; the payment status follows",
    tag,
    auth: "shop",
    permission: "invoices.record_payment",
    params: IdParams,
    body: PaymentBody,
    result: InvoiceDto,
  }),
  void: defineEndpoint({
    method: "POST",
    path: "/customer/api/invoice/void/:id",
    summary: "Void an invoice with a reason; it stays in the books and its products go back to stock",
    tag,
    auth: "shop",
    permission: "invoices.void",
    params: IdParams,
    body: VoidBody,
    result: InvoiceDto,
  }),
  downloadPdf: defineEndpoint({
    method: "GET",
    path: "/customer/api/invoice/download-pdf/:id",
    summary: "The invoice as an A4 PDF file (INV-000123.pdf), in English or in Arabic (`lang=en|ar`)",
    tag,
    auth: "shop",
    permission: "invoices.view",
    params: IdParams,
    query: InvoicePdfQuery,
    binary: true,
    result: z.unknown(),
  }),
  byClient: defineEndpoint({
    method: "GET",
    path: "/customer/api/client/get-client-sales",
    summary: "A client's sales (invoices), newest first, filtered by payment status",
    tag,
    auth: "shop",
    permission: "clients.view",
    query: ClientSalesQuery,
    result: listResultSchema(InvoiceSummaryDto),
  }),
};
