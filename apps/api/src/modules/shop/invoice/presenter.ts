import {
  INVOICE_LINE_KINDS,
  PAYMENT_STATUSES,
  formatDocumentNumber,
  formatIdentityNumber,
  toMajor,
  type InvoiceDto,
  type InvoiceSummaryDto,
} from "@pitlane/domain";
import { z } from "zod";
import { fromStoredValue } from "../../../platform/money-columns.js";
import { invoiceQrBase64 } from "../../../platform/pdf/invoice-qr.js";
import type { InvoiceDetailRow, InvoiceLineRow, InvoiceSummaryRow, PaymentRow } from "./repo.js";
import { presentPhone } from "../../../platform/phones.js";

// The columns are checked by the database against the same lists.
const paymentStatusOf = z.enum(PAYMENT_STATUSES).parse;
const lineKindOf = z.enum(INVOICE_LINE_KINDS).parse;

export function toInvoiceSummaryDto(row: InvoiceSummaryRow): InvoiceSummaryDto {
  const { invoice } = row;
  return {
    _id: invoice.id,
    number: invoice.number,
    number_display: formatDocumentNumber("INV", invoice.number),
    issued_at: invoice.issuedAt.toISOString(),
    client_id: invoice.clientId,
    client_name: row.clientName,
    branch_id: invoice.branchId,
    branch_name_english: row.branchNameEnglish,
    branch_name_arabic: row.branchNameArabic,
    job_card_id: invoice.jobCardId,
    job_card_number: row.jobCardNumber,
    order_id: invoice.orderId,
    order_number: row.orderNumber,
    currency: invoice.currency,
    total: toMajor(invoice.totalMinor),
    paid: toMajor(invoice.paidMinor),
    balance: toMajor(invoice.totalMinor - invoice.paidMinor),
    payment_status: paymentStatusOf(invoice.paymentStatus),
    voided: invoice.voidedAt !== null,
  };
}

function toLineDto(line: InvoiceLineRow): InvoiceDto["lines"][number] {
  return {
    kind: lineKindOf(line.kind),
    ref_id: line.refId,
    name: line.name,
    quantity: line.quantity,
    unit_price: toMajor(line.unitPriceMinor),
    discount_type: line.discountType,
    // Basis points and minor units are both the API's number times 100.
    discount_value: fromStoredValue(line.discountValue),
    discount: toMajor(line.discountMinor),
    net: toMajor(line.netMinor),
    vat_applies: line.vatApplies,
  };
}

function toPaymentDto({ payment, recordedByName }: PaymentRow): InvoiceDto["payments"][number] {
  return {
    _id: payment.id,
    amount: toMajor(payment.amountMinor),
    method: "cash",
    note: payment.note,
    paid_at: payment.paidAt.toISOString(),
    recorded_by_name: recordedByName,
  };
}

export function toInvoiceDto(row: InvoiceDetailRow, lines: InvoiceLineRow[], payments: PaymentRow[]): InvoiceDto {
  const { invoice } = row;
  return {
    ...toInvoiceSummaryDto(row),
    seller_name: invoice.sellerName,
    seller_vat_number: invoice.sellerVatNumber,
    seller_address: invoice.sellerAddress,
    branch_address: invoice.branchAddress,
    vat_rate: fromStoredValue(invoice.vatRateBp),
    subtotal: toMajor(invoice.subtotalMinor),
    discount: toMajor(invoice.discountMinor),
    vat: toMajor(invoice.vatMinor),
    client: {
      name: row.clientName,
      phone: presentPhone(row.clientPhone),
      identity_number_display: row.clientIdentityNumber ? formatIdentityNumber(row.clientIdentityNumber) : null,
    },
    vehicle:
      row.plate !== null && row.makeName !== null && row.modelName !== null
        ? { plate: row.plate, make_name: row.makeName, model_name: row.modelName }
        : null,
    lines: lines.map(toLineDto),
    payments: payments.map(toPaymentDto),
    voided_at: invoice.voidedAt?.toISOString() ?? null,
    void_reason: invoice.voidReason,
    qr_base64: invoiceQrBase64(invoice),
  };
}
