// No zod here: the database schema and the web's first screens import these lists.

/** A job card's life (spec 000 section 4 is silent; issue: booked, in progress, completed, cancelled). */
export const JOB_CARD_STATUSES = ["booked", "in_progress", "completed", "cancelled"] as const;
type JobCardStatus = (typeof JOB_CARD_STATUSES)[number];

/** Where a job card may go next: completion issues the invoice, cancelling frees its slots. */
export const JOB_CARD_NEXT: Record<JobCardStatus, readonly JobCardStatus[]> = {
  booked: ["in_progress", "cancelled"],
  in_progress: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
};

/** An open job card may still change (its lines, slots, odometer and notes): booked or in progress. */
export const isJobCardOpen = (status: string): boolean => status === "booked" || status === "in_progress";

/** An appointment is one booked slot of a job card: one service with one technician. */
export const APPOINTMENT_STATUSES = [...JOB_CARD_STATUSES] as const;

/** Spec 000 section 4: Partial, Unpaid, Paid. */
export const PAYMENT_STATUSES = ["unpaid", "partial", "paid"] as const;

/** Spec 000 section 9: cash is the only payment method. */
export const PAYMENT_METHODS = ["cash"] as const;

export const INVOICE_LINE_KINDS = ["service", "product", "package"] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

/**
 * Why a branch's stock of a variant moved: sold on an invoice, put back when that invoice is voided,
 * adjusted by hand for one of the adjustment reasons (stock.ts), received on a stock order,
 * transferred to or from another branch, or sent out on a customer order (and back if it is cancelled).
 */
export const STOCK_MOVEMENT_REASONS = ["sale", "void", "adjustment", "receipt", "transfer", "order"] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

/**
 * Spec 000's ten reasons for adjusting stock, spelled correctly ("Recieved", "Demage" in the spec):
 * the API's values are ours, and the screens show the words.
 */
export const STOCK_ADJUSTMENT_REASONS = [
  "correction",
  "count",
  "addition",
  "subtraction",
  "received",
  "return_stock",
  "damage",
  "theft_or_loss",
  "promotion_or_donations",
  "other",
] as const;
export type StockAdjustmentReason = (typeof STOCK_ADJUSTMENT_REASONS)[number];

/** Spec 000 section 9: appointment slots of 5 to 45 minutes in 5-minute steps. */
export const SLOT_INTERVALS = [5, 10, 15, 20, 25, 30, 35, 40, 45] as const;
export const DEFAULT_SLOT_INTERVAL = 15;

/**
 * A stock order's life (decision 0052): a draft is placed (ordered), then received in part or in
 * full; a draft or an order not yet fully received can be cancelled.
 */
export const STOCK_ORDER_STATUSES = ["draft", "ordered", "partly_received", "received", "cancelled"] as const;
type StockOrderStatus = (typeof STOCK_ORDER_STATUSES)[number];

/** Where a stock order may go by hand; receiving moves it to partly received or received. */
export const STOCK_ORDER_NEXT: Record<StockOrderStatus, readonly StockOrderStatus[]> = {
  draft: ["ordered", "cancelled"],
  ordered: ["cancelled"],
  partly_received: ["cancelled"],
  received: [],
  cancelled: [],
};

/** An order still waiting for goods, or not yet sent: its lines may change and it may be received. */
export const isStockOrderOpen = (status: string): boolean =>
  status === "draft" || status === "ordered" || status === "partly_received";

/** Spec 000: orders are delivery or pickup orders. */
export const ORDER_KINDS = ["delivery", "pickup"] as const;
type OrderKind = (typeof ORDER_KINDS)[number];

/**
 * A customer order's life (decision 0054): placed, confirmed (its stock reserved), packed, then
 * shipped and delivered, or ready for pickup and picked up; cancelled from any open state.
 */
export const ORDER_STATUSES = [
  "placed",
  "confirmed",
  "packed",
  "shipped",
  "ready_for_pickup",
  "delivered",
  "picked_up",
  "cancelled",
] as const;
type OrderStatus = (typeof ORDER_STATUSES)[number];

const ORDER_NEXT: Record<OrderKind, Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  delivery: {
    placed: ["confirmed", "cancelled"],
    confirmed: ["packed", "cancelled"],
    packed: ["shipped", "cancelled"],
    shipped: ["delivered", "cancelled"],
  },
  pickup: {
    placed: ["confirmed", "cancelled"],
    confirmed: ["packed", "cancelled"],
    packed: ["ready_for_pickup", "cancelled"],
    ready_for_pickup: ["picked_up", "cancelled"],
  },
};

/** Where an order of this kind may go next from its status; none once delivered, picked up or cancelled. */
export const orderNextStatuses = (kind: OrderKind, status: OrderStatus): readonly OrderStatus[] =>
  ORDER_NEXT[kind][status] ?? [];

/** Delivered or picked up: the order is done and has its invoice. */
export const isOrderCompleted = (status: OrderStatus): boolean => status === "delivered" || status === "picked_up";

/**
 * What an order's status means for the branch's stock: nothing held before it is confirmed,
 * units reserved until it leaves the shop, units taken once shipped or handed over.
 */
export function orderStockHold(status: OrderStatus): "none" | "reserved" | "taken" {
  if (status === "confirmed" || status === "packed" || status === "ready_for_pickup") return "reserved";
  if (status === "shipped" || status === "delivered" || status === "picked_up") return "taken";
  return "none";
}
