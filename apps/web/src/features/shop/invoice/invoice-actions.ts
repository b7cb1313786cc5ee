import type { InvoiceSummaryDto, PaymentStatus } from "@pitlane/domain";

/** A badge's colour per payment status: what is still owed stands out. */
export const PAYMENT_STATUS_COLORS: Record<PaymentStatus, string> = {
  unpaid: "red",
  partial: "yellow",
  paid: "teal",
};

/** What an invoice's badge says: how far it is paid, or VOID alone once voided. */
export type ShownStatus = { kind: "payment"; status: PaymentStatus; color: string } | { kind: "void"; color: string };

/**
 * How an invoice's status is shown. A voided invoice shows VOID and nothing else: it was unpaid
 * when voided (money taken cannot be voided), and "Unpaid" beside it would say it is still owed.
 */
export function shownStatusOf(invoice: Pick<InvoiceSummaryDto, "payment_status" | "voided">): ShownStatus {
  if (invoice.voided) return { kind: "void", color: "red" };
  return { kind: "payment", status: invoice.payment_status, color: PAYMENT_STATUS_COLORS[invoice.payment_status] };
}

interface Grants {
  canRecordPayment: boolean;
  canVoid: boolean;
}

/**
 * What the detail screen offers: a payment while something is owed, voiding while nothing has been
 * paid (the server refuses to void money taken), each only to a role that holds it. A voided
 * invoice takes neither.
 */
export function invoiceActionsOf(invoice: Pick<InvoiceSummaryDto, "balance" | "paid" | "voided">, grants: Grants) {
  return {
    canPay: grants.canRecordPayment && !invoice.voided && invoice.balance > 0,
    canVoid: grants.canVoid && !invoice.voided && invoice.paid === 0,
  };
}
