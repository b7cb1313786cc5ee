import { z } from "zod";
import { ListQuery } from "../platform/list.js";
import { RefusalCode as m } from "../platform/messages.js";
import { Amount, IsoDate, optionalText, text } from "../platform/validation.js";
import { INVOICE_LINE_KINDS, PAYMENT_METHODS, PAYMENT_STATUSES } from "./front-desk-vocabulary.js";
import { AddressText } from "../rules/postal-address.js";

export const PaymentStatus = z.enum(PAYMENT_STATUSES, { error: m.choice });
export type PaymentStatus = z.infer<typeof PaymentStatus>;

const optionalDate = IsoDate.optional().catch(undefined);

/** Search matches the invoice number (with or without "INV-") or the client's name. */
export const InvoiceListQuery = ListQuery.extend({
  payment_status: PaymentStatus.optional().catch(undefined),
  branch_id: z.uuid().optional().catch(undefined),
  client_id: z.uuid().optional().catch(undefined),
  /** The issue date in the shop's time zone, from and to inclusive. */
  from: optionalDate,
  to: optionalDate,
});
export type InvoiceListQuery = z.infer<typeof InvoiceListQuery>;

export const ClientSalesQuery = ListQuery.extend({
  client_id: z.uuid({ error: m.id }),
  payment_status: PaymentStatus.optional().catch(undefined),
});
export type ClientSalesQuery = z.infer<typeof ClientSalesQuery>;

/** Money in major units, as the API shows it. */
const Money = z.number();

export const InvoiceSummaryDto = z.object({
  _id: z.string(),
  number: z.number().int(),
  /** INV-000123 */
  number_display: z.string(),
  issued_at: z.string(),
  client_id: z.string(),
  client_name: z.string(),
  branch_id: z.string(),
  branch_name_english: z.string(),
  branch_name_arabic: z.string(),
  /** What it bills: a job card or a customer order (decision 0054), one of the two. */
  job_card_id: z.string().nullable(),
  job_card_number: z.number().int().nullable(),
  order_id: z.string().nullable(),
  order_number: z.number().int().nullable(),
  currency: z.string(),
  total: Money,
  paid: Money,
  balance: Money,
  payment_status: PaymentStatus,
  voided: z.boolean(),
});
export type InvoiceSummaryDto = z.infer<typeof InvoiceSummaryDto>;

export const InvoiceLineDto = z.object({
  kind: z.enum(INVOICE_LINE_KINDS),
  ref_id: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unit_price: Money,
  discount_type: z.number().int().nullable(),
  discount_value: z.number(),
  /** What the discount took off the line (quantity times the unit's discount). */
  discount: Money,
  net: Money,
  vat_applies: z.boolean(),
});

export const PaymentDto = z.object({
  _id: z.string(),
  amount: Money,
  method: z.enum(PAYMENT_METHODS),
  note: z.string().nullable(),
  paid_at: z.string(),
  recorded_by_name: z.string().nullable(),
});

export const InvoiceDto = InvoiceSummaryDto.extend({
  seller_name: z.string(),
  seller_vat_number: z.string().nullable(),
  /** The shop's address as it stood at issue (decision 0018); null when the shop had none. */
  seller_address: AddressText.nullable(),
  /** The address of the branch that did the work, as it stood at issue, when it had one. */
  branch_address: AddressText.nullable(),
  vat_rate: z.number(),
  subtotal: Money,
  discount: Money,
  vat: Money,
  client: z.object({ name: z.string(), phone: z.string(), identity_number_display: z.string().nullable() }),
  /** The job card's vehicle; none on an order's invoice. */
  vehicle: z.object({ plate: z.string(), make_name: z.string(), model_name: z.string() }).nullable(),
  lines: z.array(InvoiceLineDto),
  payments: z.array(PaymentDto),
  voided_at: z.string().nullable(),
  void_reason: z.string().nullable(),
  /** The Saudi simplified e-invoice QR payload (TLV in base64), for a shop in SAR; null otherwise. */
  qr_base64: z.string().nullable(),
});
export type InvoiceDto = z.infer<typeof InvoiceDto>;

/** A cash payment of any amount up to the balance (spec 000 section 9: cash only). */
export const PaymentBody = z.object({
  amount: Amount.refine((n) => n > 0, { error: m.payment_amount }),
  note: optionalText(300),
});
export type PaymentBody = z.infer<typeof PaymentBody>;

export const VoidBody = z.object({
  reason: text(300).refine((v) => v.length > 0, { error: m.reason_required }),
});
export type VoidBody = z.infer<typeof VoidBody>;

export const InvoicePdfQuery = z.object({ lang: z.enum(["en", "ar"]).catch("en").default("en") });
