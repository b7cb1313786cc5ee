import { defineEndpoint } from "../platform/endpoint.js";
import { IdParams, listResultSchema } from "../platform/list.js";
import {
  OrderCreateBody,
  OrderDto,
  OrderListQuery,
  OrderShipmentBody,
  OrderStatusBody,
  OrderSummaryDto,
} from "./order.js";

const tag = "Orders";
const base = "/customer/api/order";

/**
 * Spec 000 section 7 (Orders): all orders with shop_id and page, the details by id, PUT
 * change_order_status and POST order_shippment, spelled as the spec writes them; adding an order
 * follows the same style (decision 0054).
 */
export const orderEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: `${base}/get-all-orders-by-shop-id`,
    summary: "The shop's delivery and pickup orders, newest first, with status, kind, branch, date and search filters",
    tag,
    auth: "shop",
    permission: "orders.view",
    query: OrderListQuery,
    result: listResultSchema(OrderSummaryDto),
  }),
  get: defineEndpoint({
    method: "GET",
    path: `${base}/get-order-details/:id`,
    summary: "One order with its lines, what to pack, its shipment and where it may go next",
    tag,
    auth: "shop",
    permission: "orders.view",
    params: IdParams,
    result: OrderDto,
  }),
  create: defineEndpoint({
    method: "POST",
    path: `${base}/add-order`,
    summary: "Take a delivery or pickup order for a client at a branch, priced as the catalogue stands",
    tag,
    auth: "shop",
    permission: "orders.add",
    body: OrderCreateBody,
    result: OrderDto,
  }),
  changeStatus: defineEndpoint({
    method: "PUT",
    path: `${base}/change_order_status`,
    summary:
      "Move an order along its life: confirming reserves its stock, shipping or handing over takes it, completing issues its invoice, cancelling gives stock back",
    tag,
    auth: "shop",
    permission: "orders.change_status",
    body: OrderStatusBody,
    result: OrderDto,
  }),
  shipment: defineEndpoint({
    method: "POST",
    path: `${base}/order_shippment`,
    summary: "Record or replace a delivery order's shipment details: courier, address, estimated date, tracking",
    tag,
    auth: "shop",
    permission: "orders.add_shipment",
    body: OrderShipmentBody,
    result: OrderDto,
  }),
};
