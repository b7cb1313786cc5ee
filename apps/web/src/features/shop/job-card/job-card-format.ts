import { formatDocumentNumber } from "@pitlane/domain";

/** "JC-000123": the number the job card carries on paper and in searches. */
export const jobCardNumber = (n: number) => formatDocumentNumber("JC", n);
export const invoiceNumber = (n: number) => formatDocumentNumber("INV", n);
