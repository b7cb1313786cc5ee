import type { OrderKind } from "@pitlane/domain";

/** The customer orders' screens (spec 000 section 7): list, add a delivery or pickup order, one order's details. */
export const ORDER_LIST_PATH = "/orders";
export const orderAddPath = (kind: OrderKind) => `${ORDER_LIST_PATH}/add/${kind}`;
export const orderDetailPath = (id: string) => `${ORDER_LIST_PATH}/${encodeURIComponent(id)}`;
