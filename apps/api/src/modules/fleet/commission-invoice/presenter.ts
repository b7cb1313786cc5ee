import {
  formatDocumentNumber,
  toMajor,
  type CommissionInvoiceDto,
  type CommissionInvoiceSummaryDto,
  type CommissionLineDto,
} from "@pitlane/domain";
import type { CommissionLine } from "../../../db/schema/index.js";
import { fromStoredValue } from "../../../platform/money-columns.js";
import { invoiceQrBase64 } from "../../../platform/pdf/invoice-qr.js";
import type { CommissionDocumentRow, CommissionSummaryRow } from "./repo.js";

/** An invoice's number reads CI-…, a credit note's CN-…: one series, two kinds on paper. */
export const commissionNumberOf = (row: Pick<CommissionSummaryRow, "kind" | "number">) =>
  formatDocumentNumber(row.kind === "invoice" ? "CI" : "CN", row.number);

export function toCommissionSummaryDto(row: CommissionSummaryRow): CommissionInvoiceSummaryDto {
  return {
    _id: row.id,
    kind: row.kind,
    number: row.number,
    number_display: commissionNumberOf(row),
    month: row.month,
    issued_at: row.issuedAt.toISOString(),
    currency: row.currency,
    net: toMajor(row.net),
    tax: toMajor(row.tax),
    total: toMajor(row.total),
  };
}

const toRefDto = (row: CommissionSummaryRow) => ({
  _id: row.id,
  number_display: commissionNumberOf(row),
  month: row.month,
  total: toMajor(row.total),
});

// Basis points are the API's percent times 100, as minor units are its amounts times 100.
const toLineDto = (line: CommissionLine): CommissionLineDto => ({
  fuel: toMajor(line.fuel),
  commission_rate: fromStoredValue(line.commissionBp),
  commission: toMajor(line.commission),
  tax_rate: fromStoredValue(line.taxBp),
  tax: toMajor(line.tax),
  purchases: line.purchases,
});

export function toCommissionInvoiceDto(
  row: CommissionDocumentRow,
  related: { corrects: CommissionSummaryRow | null; creditNotes: CommissionSummaryRow[] },
): CommissionInvoiceDto {
  const { seller, buyer } = row;
  return {
    ...toCommissionSummaryDto(row),
    seller: {
      name: seller.name,
      name_arabic: seller.nameArabic,
      address: seller.address,
      tax_number: seller.taxNumber,
      country_code: seller.countryCode,
    },
    buyer: {
      name: buyer.name,
      merchant_id: buyer.merchantId,
      address: buyer.address,
      state_name: buyer.stateName,
      ntn: buyer.ntn,
      strn: buyer.strn,
      country_code: buyer.countryCode,
    },
    lines: row.lines.map(toLineDto),
    corrects: related.corrects ? toRefDto(related.corrects) : null,
    credit_notes: related.creditNotes.map(toRefDto),
    qr_base64: invoiceQrBase64({
      currency: row.currency,
      sellerName: seller.name,
      sellerVatNumber: seller.taxNumber,
      issuedAt: row.issuedAt,
      totalMinor: row.total,
      vatMinor: row.tax,
    }),
  };
}
