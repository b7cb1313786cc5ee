import { ORDER_STATUSES, type OrderKind, ORDER_KINDS, type OrderListQuery, type OrderStatus } from "@pitlane/domain";

/** The status tabs: every order, then one per status in the order's life. */
export const ORDER_TABS = ["all", ...ORDER_STATUSES] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export const orderTabOf = (query: Pick<OrderListQuery, "status">): OrderTab => query.status ?? "all";

/** A tab's filter: "all" (or anything unknown) is no filter. */
export const statusOfTab = (tab: string): OrderStatus | undefined => ORDER_STATUSES.find((status) => status === tab);

/** The kind filter's value as the query holds it: none picked is every kind. */
export const kindOf = (value: string | null): OrderKind | undefined => ORDER_KINDS.find((kind) => kind === value);

/** Whether a search or filter is on: an empty list then says "none match" rather than "none yet". */
export const isOrderListFiltered = (query: OrderListQuery): boolean =>
  !!(query.search || query.status || query.kind || query.branch_id || query.client_id || query.from || query.to);
