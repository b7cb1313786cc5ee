import type { InvoiceSummaryDto, PaymentStatus } from "@pitlane/domain";

/** A badge's colour per payment status: what is still owed stands out. */
export const PAYMENT_STATUS_COLORS: Record<PaymentStatus, string> = {
  unpaid: "red",
  partial: "yellow",
  paid: "teal",
};

/**
 * How an invoice's payment status is shown. A voided invoice keeps its status (the books keep it)
 * but greyed, beside its VOID mark, so nobody chases its balance.
 */
export function shownStatusOf(invoice: Pick<InvoiceSummaryDto, "payment_status" | "voided">) {
  return {
    status: invoice.payment_status,
    color: invoice.voided ? "gray" : PAYMENT_STATUS_COLORS[invoice.payment_status],
    isVoid: invoice.voided,
  };
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
