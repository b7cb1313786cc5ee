import { type InvoiceListQuery, PAYMENT_STATUSES, type PaymentStatus } from "@pitlane/domain";

/** The payment status tabs: every invoice, then one per status (spec 000 section 4). */
export const PAYMENT_TABS = ["all", ...PAYMENT_STATUSES] as const;
export type PaymentTab = (typeof PAYMENT_TABS)[number];

export const paymentTabOf = (query: Pick<InvoiceListQuery, "payment_status">): PaymentTab =>
  query.payment_status ?? "all";

/** A tab's filter: "all" (or anything unknown) is no filter. */
export const paymentStatusOfTab = (tab: string | null): PaymentStatus | undefined =>
  PAYMENT_STATUSES.find((status) => status === tab);

/** The date range picker's value: ISO dates, null where the range is open. */
export type DateRange = [string | null, string | null];

export const dateRangeOf = (query: Pick<InvoiceListQuery, "from" | "to">): DateRange => [
  query.from ?? null,
  query.to ?? null,
];

export type RangePatch = Pick<InvoiceListQuery, "from" | "to" | "page">;

const isHalfPicked = ([from, to]: DateRange) => !!from && !to;

/**
 * What a change of the range picker does. The list follows a range once both ends are picked (one
 * day is a range of one), or once it is cleared; the first click alone waits for the second. The
 * picker clears a range abandoned half-way when it closes: that puts back the range in the URL.
 */
export function pickDateRange(
  shown: DateRange,
  next: DateRange,
  url: DateRange,
): { shown: DateRange; patch: RangePatch | null } {
  const [from, to] = next;
  if (from && to) return { shown: next, patch: { from, to, page: 1 } };
  if (from) return { shown: next, patch: null };
  if (isHalfPicked(shown)) return { shown: url, patch: null };
  return { shown: [null, null], patch: { from: undefined, to: undefined, page: 1 } };
}

/** Whether a search or filter is on: an empty list then says "none match" rather than "none yet". */
export function isInvoiceListFiltered(query: InvoiceListQuery): boolean {
  return !!(query.search || query.payment_status || query.branch_id || query.client_id || query.from || query.to);
}
