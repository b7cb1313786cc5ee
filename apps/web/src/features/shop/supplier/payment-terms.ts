/**
 * How a supplier's payment terms read: no days (null) is paid on delivery; one day is said apart
 * from the others ("1 day", not "1 days"), in Arabic as in English, without plural forms whose
 * keys would differ between the two languages.
 */
type PaymentTerms = { key: "on_delivery" } | { key: "one_day" } | { key: "days"; days: number };

export function paymentTermsOf(days: number | null): PaymentTerms {
  if (days === null) return { key: "on_delivery" };
  if (days === 1) return { key: "one_day" };
  return { key: "days", days };
}
