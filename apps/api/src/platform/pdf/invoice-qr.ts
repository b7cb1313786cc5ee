import { zatcaQrBase64 } from "@pitlane/domain";

/** Minor units as the e-invoice writes an amount: major units with exactly two decimals ("1150.00"). */
export function amountText(minor: number): string {
  const abs = Math.abs(minor);
  const sign = minor < 0 ? "-" : "";
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

export interface QrInvoice {
  currency: string;
  sellerName: string;
  sellerVatNumber: string | null;
  issuedAt: Date;
  totalMinor: number;
  vatMinor: number;
}

/**
 * The Saudi simplified e-invoice QR payload (ZATCA phase 1) of an invoice issued in SAR, from what
 * the invoice kept when issued; null for any other currency. A shop without a VAT number still gets
 * the code, with that tag empty, so the missing number shows rather than the whole code.
 */
export function invoiceQrBase64(invoice: QrInvoice): string | null {
  if (invoice.currency !== "SAR") return null;
  return zatcaQrBase64({
    sellerName: invoice.sellerName,
    vatNumber: invoice.sellerVatNumber ?? "",
    timestamp: invoice.issuedAt.toISOString(),
    totalWithVat: amountText(invoice.totalMinor),
    vatTotal: amountText(invoice.vatMinor),
  });
}
