import { type OrderDto, type OrderStatus, isOrderCompleted } from "@pitlane/domain";

export interface OrderGrants {
  canChangeStatus: boolean;
  canAddShipment: boolean;
}

/** Where an order may move: anywhere but back to placed. */
export type OrderMove = Exclude<OrderStatus, "placed">;

const isMove = (status: OrderStatus): status is OrderMove => status !== "placed";

/** A move the order's page offers: to `status`, asking for the shipment details first when shipping needs them. */
export interface OrderStep {
  status: OrderMove;
  asksShipment: boolean;
}

/**
 * The moves the server allows from where the order stands (`next_statuses`), for a role that may
 * change an order's status. Shipping needs the shipment details (409 order_shipment_missing): with
 * none yet, "Ship" asks for them first, when the role may add them.
 */
export function orderStepsOf(order: Pick<OrderDto, "next_statuses" | "shipment">, grants: OrderGrants): OrderStep[] {
  if (!grants.canChangeStatus) return [];
  return order.next_statuses.filter(isMove).map((status) => ({
    status,
    asksShipment: status === "shipped" && order.shipment === null && grants.canAddShipment,
  }));
}

/** A delivery order's shipment details may be written or replaced until it is delivered or cancelled. */
export const canEditShipment = (order: Pick<OrderDto, "kind" | "status">, grants: OrderGrants): boolean =>
  grants.canAddShipment && order.kind === "delivery" && order.status !== "cancelled" && !isOrderCompleted(order.status);

/** One step of the order's life as its page lists it: what happened and when, null while it has not. */
export interface TimelineStep {
  key: "placed" | "confirmed" | "packed" | "shipped" | "ready_for_pickup" | "delivered" | "picked_up" | "cancelled";
  at: string | null;
}

type Dated = Pick<
  OrderDto,
  "kind" | "status" | "placed_at" | "confirmed_at" | "packed_at" | "dispatched_at" | "completed_at" | "cancelled_at"
>;

/**
 * The order's life: placed, confirmed, packed, then shipped and delivered (delivery) or ready for
 * pickup and picked up (pickup). A cancelled order ends with its cancellation, the steps it never
 * reached left out.
 */
export function timelineOf(order: Dated): TimelineStep[] {
  const isDelivery = order.kind === "delivery";
  const steps: TimelineStep[] = [
    { key: "placed", at: order.placed_at },
    { key: "confirmed", at: order.confirmed_at },
    { key: "packed", at: order.packed_at },
    { key: isDelivery ? "shipped" : "ready_for_pickup", at: order.dispatched_at },
    { key: isDelivery ? "delivered" : "picked_up", at: order.completed_at },
  ];
  if (order.status !== "cancelled") return steps;
  return [...steps.filter((step) => step.at !== null), { key: "cancelled", at: order.cancelled_at }];
}
