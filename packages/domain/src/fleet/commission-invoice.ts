import { z } from "zod";
import { ListQuery } from "../platform/list.js";
import { RefusalCode as m } from "../platform/messages.js";
import { COMMISSION_DOCUMENT_KINDS } from "./documents-vocabulary.js";

/**
 * The platform's monthly commission tax invoices to a company, and the credit notes that correct
 * them when charges are reversed (decision 0046). Money in major units, rates in percent.
 */

export const COMMISSION_DOCUMENT_FILTERS = ["all", ...COMMISSION_DOCUMENT_KINDS] as const;

export const CommissionInvoiceListQuery = ListQuery.extend({
  kind: z.enum(COMMISSION_DOCUMENT_FILTERS, { error: m.choice }).default("all"),
});
export type CommissionInvoiceListQuery = z.infer<typeof CommissionInvoiceListQuery>;

export const CommissionInvoicePdfQuery = z.object({ lang: z.enum(["en", "ar"]).catch("en").default("en") });
export type CommissionInvoicePdfQuery = z.infer<typeof CommissionInvoicePdfQuery>;

export const CommissionInvoiceSummaryDto = z.object({
  _id: z.string(),
  kind: z.enum(COMMISSION_DOCUMENT_KINDS),
  /** In the platform's one series, shared by invoices and credit notes. */
  number: z.number().int(),
  /** "CI-000012" for an invoice, "CN-000013" for a credit note. */
  number_display: z.string(),
  /** The month the document covers: its first day on the company's clock. */
  month: z.string(),
  issued_at: z.string(),
  currency: z.string(),
  net: z.number(),
  tax: z.number(),
  total: z.number(),
});
export type CommissionInvoiceSummaryDto = z.infer<typeof CommissionInvoiceSummaryDto>;

export const CommissionSellerDto = z.object({
  name: z.string(),
  name_arabic: z.string(),
  address: z.string(),
  tax_number: z.string(),
  country_code: z.string(),
});

export const CommissionBuyerDto = z.object({
  name: z.string(),
  merchant_id: z.string(),
  address: z.string(),
  state_name: z.string(),
  /** In Saudi Arabia the company's VAT number (kept in the NTN field). */
  ntn: z.string(),
  strn: z.string(),
  country_code: z.string(),
});

/** The commission on the fuel bought at one commission rate and one tax rate. */
export const CommissionLineDto = z.object({
  fuel: z.number(),
  commission_rate: z.number(),
  commission: z.number(),
  tax_rate: z.number(),
  tax: z.number(),
  purchases: z.number().int(),
});
export type CommissionLineDto = z.infer<typeof CommissionLineDto>;

const DocumentRef = z.object({ _id: z.string(), number_display: z.string(), month: z.string(), total: z.number() });

export const CommissionInvoiceDto = CommissionInvoiceSummaryDto.extend({
  seller: CommissionSellerDto,
  buyer: CommissionBuyerDto,
  lines: z.array(CommissionLineDto),
  /** The invoice a credit note corrects; null for an invoice. */
  corrects: DocumentRef.nullable(),
  /** The credit notes that correct an invoice, oldest first; empty for a credit note. */
  credit_notes: z.array(DocumentRef),
  /** The ZATCA phase 1 QR payload (base64 TLV) of a SAR document; null otherwise. */
  qr_base64: z.string().nullable(),
});
export type CommissionInvoiceDto = z.infer<typeof CommissionInvoiceDto>;
