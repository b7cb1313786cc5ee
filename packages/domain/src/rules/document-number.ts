/**
 * Job cards, invoices, customer orders and stock orders (purchase orders) are numbered per shop; the platform's commission invoices and credit notes
 * in its one series. The prefix tells them apart on paper.
 */
export type DocumentPrefix = "INV" | "JC" | "CI" | "CN" | "PO" | "ORD";

const MIN_DIGITS = 6;

/** "INV-000123": at least six digits, a longer number as it is. */
export function formatDocumentNumber(prefix: DocumentPrefix, n: number): string {
  return `${prefix}-${String(n).padStart(MIN_DIGITS, "0")}`;
}

/**
 * The number a search text names, so "INV-000123", "inv-123", "JC-7", "CI-12", "PO-3", "ORD-5" and "123" all find their
 * document; null when the text is not a document number.
 */
export function parseDocumentNumber(search: string): number | null {
  // Spaces after the dash come only after a dash (not `\s*-?\s*`, which splits a run of spaces in many ways).
  // eslint-disable-next-line security/detect-unsafe-regex -- so there is one way to match: linear
  const match = /^(?:(?:inv|jc|ci|cn|po|ord)\s*(?:-\s*)?)?(\d{1,15})$/i.exec(search.trim());
  if (!match?.[1]) return null;
  const n = Number(match[1]);
  return Number.isSafeInteger(n) ? n : null;
}
