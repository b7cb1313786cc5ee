import { STOCK_ORDER_STATUSES, type StockOrderListQuery, type StockOrderStatus } from "@pitlane/domain";

/** The status tabs: every order, then one per status in the order's life. */
export const STOCK_ORDER_TABS = ["all", ...STOCK_ORDER_STATUSES] as const;
export type StockOrderTab = (typeof STOCK_ORDER_TABS)[number];

export const stockOrderTabOf = (query: Pick<StockOrderListQuery, "status">): StockOrderTab => query.status ?? "all";

/** A tab's filter: "all" (or anything unknown) is no filter. */
export const statusOfTab = (tab: string): StockOrderStatus | undefined =>
  STOCK_ORDER_STATUSES.find((status) => status === tab);

/** Whether a search or filter is on: an empty list then says "none match" rather than "none yet". */
export const isStockOrderListFiltered = (query: StockOrderListQuery): boolean =>
  !!(query.search || query.status || query.supplier_id || query.branch_id);
