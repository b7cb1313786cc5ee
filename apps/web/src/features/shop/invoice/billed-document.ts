import { type InvoiceSummaryDto, formatDocumentNumber } from "@pitlane/domain";
import { jobCardDetailPath } from "../job-card/job-card-paths";
import { orderDetailPath } from "../order/order-paths";

/** What an invoice bills, numbered and linked: a job card or a customer order (decision 0054). */
export interface BilledDocument {
  kind: "job_card" | "order";
  number: string;
  path: string;
}

export function billedDocumentOf(
  invoice: Pick<InvoiceSummaryDto, "job_card_id" | "job_card_number" | "order_id" | "order_number">,
): BilledDocument | null {
  if (invoice.order_id !== null && invoice.order_number !== null) {
    return {
      kind: "order",
      number: formatDocumentNumber("ORD", invoice.order_number),
      path: orderDetailPath(invoice.order_id),
    };
  }
  if (invoice.job_card_id !== null && invoice.job_card_number !== null) {
    return {
      kind: "job_card",
      number: formatDocumentNumber("JC", invoice.job_card_number),
      path: jobCardDetailPath(invoice.job_card_id),
    };
  }
  return null;
}
