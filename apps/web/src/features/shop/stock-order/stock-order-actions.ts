import { isStockOrderOpen, STOCK_ORDER_NEXT, type StockOrderSummaryDto } from "@pitlane/domain";

/** What an order's page offers, by its status and what it owes, to a role that may change stock orders. */
export function stockOrderActionsOf(order: Pick<StockOrderSummaryDto, "status" | "owed">, canEdit: boolean) {
  const next: readonly string[] = STOCK_ORDER_NEXT[order.status];
  return {
    /** Its fields and lines may change (received lines excepted). */
    canSave: canEdit && isStockOrderOpen(order.status),
    canPlace: canEdit && next.includes("ordered"),
    canReceive: canEdit && (order.status === "ordered" || order.status === "partly_received"),
    /** What was received stays in stock. */
    canCancel: canEdit && next.includes("cancelled"),
    /** Paying settles what was received so far; a cancelled order may still owe for it. */
    canPay: canEdit && order.owed > 0,
  };
}
