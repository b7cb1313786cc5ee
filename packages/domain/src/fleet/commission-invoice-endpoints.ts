import { z } from "zod";
import { defineEndpoint } from "../platform/endpoint.js";
import { IdParams, listResultSchema } from "../platform/list.js";
import {
  CommissionInvoiceDto,
  CommissionInvoiceListQuery,
  CommissionInvoicePdfQuery,
  CommissionInvoiceSummaryDto,
} from "./commission-invoice.js";

const base = "/fueling/api/invoices";
const tag = "Fleet invoices";

export const commissionInvoiceEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: base,
    summary:
      "The platform's commission tax invoices and credit notes to the company, newest first; months that are over are closed first",
    tag,
    auth: "fleet",
    permission: "invoices.view",
    query: CommissionInvoiceListQuery,
    result: listResultSchema(CommissionInvoiceSummaryDto),
  }),
  get: defineEndpoint({
    method: "GET",
    path: `${base}/:id`,
    summary:
      "One invoice or credit note: seller, buyer, lines by rate, totals, the invoice it corrects or its credit notes, the ZATCA QR (SAR)",
    tag,
    auth: "fleet",
    permission: "invoices.view_detail",
    params: IdParams,
    result: CommissionInvoiceDto,
  }),
  downloadPdf: defineEndpoint({
    method: "GET",
    path: `${base}/:id/pdf`,
    summary: "The invoice or credit note as an A4 PDF file (CI-000012.pdf), in English or in Arabic (`lang=en|ar`)",
    tag,
    auth: "fleet",
    permission: "invoices.download",
    params: IdParams,
    query: CommissionInvoicePdfQuery,
    binary: true,
    result: z.unknown(),
  }),
};
