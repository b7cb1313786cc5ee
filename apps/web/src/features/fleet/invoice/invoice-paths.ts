/** The invoices' screens under the fleet portal. */
export const INVOICES_PATH = "/fleet/invoices";
export const invoicePath = (id: string) => `${INVOICES_PATH}/${encodeURIComponent(id)}`;
