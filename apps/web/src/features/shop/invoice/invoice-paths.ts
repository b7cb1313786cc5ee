/** The invoices' screens under Job Cards (spec 000 section 2, spelled as given). */
export const INVOICE_LIST_PATH = "/jobs/invoice";
export const invoiceDetailPath = (id: string) => `${INVOICE_LIST_PATH}/invoiceDetails/${encodeURIComponent(id)}`;
