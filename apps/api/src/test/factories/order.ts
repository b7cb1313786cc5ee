import { orderEndpoints, type OrderDto, type OrderStatus } from "@pitlane/domain";
import type { TestApp } from "../app.js";
import { createProduct, createVariant } from "./catalog.js";
import type { SaleShop } from "./invoice.js";

/** A delivery order's body for the sale shop's client: two litres of engine oil to his house. */
export const orderBody = (s: SaleShop, overrides: Record<string, unknown> = {}) => ({
  kind: "delivery",
  client_id: s.client.id,
  branch_id: s.branch.id,
  products: [{ variant_id: s.litre.id, quantity: 2 }],
  delivery_address: "House 12, Street 4, Gulberg III, Lahore",
  notes: "Call before coming",
  ...overrides,
});

/** A pickup order's fields: the client comes on 1 December 2099 at half past four. */
export const pickupFields = { kind: "pickup", delivery_address: null, pickup_date: "2099-12-01", pickup_time: "16:30" };

/** Places an order of the sale shop through the API as its owner. */
export async function addOrder(t: TestApp, s: SaleShop, overrides: Record<string, unknown> = {}): Promise<OrderDto> {
  const res = await t.api.call(orderEndpoints.create, { token: s.shop.token, body: orderBody(s, overrides) });
  if (res.status !== 200) throw new Error(`order not placed: ${JSON.stringify(res.body)}`);
  return res.body.result;
}

/** Moves an order to `status` as the shop's owner; answers the response for the test to read. */
export const moveOrder = (t: TestApp, token: string, orderId: string, status: OrderStatus, reason?: string) =>
  t.api.call(orderEndpoints.changeStatus, { token, body: { order_id: orderId, status, reason } });

/** The shipment details a courier takes an order with. */
export const shipmentBody = (orderId: string, overrides: Record<string, unknown> = {}) => ({
  order_id: orderId,
  courier_company: "TCS",
  delivery_address: "House 12, Street 4, Gulberg III, Lahore",
  estimated_delivery_date: "2099-12-03",
  remarks: "Fragile",
  tracking_number: "TCS-778812",
  ...overrides,
});

/** Walks an order through every step up to `status` (shipment details added before it ships). */
export async function orderAt(t: TestApp, s: SaleShop, order: OrderDto, status: OrderStatus) {
  const path: OrderStatus[] =
    order.kind === "delivery"
      ? ["confirmed", "packed", "shipped", "delivered"]
      : ["confirmed", "packed", "ready_for_pickup", "picked_up"];
  for (const step of path.slice(0, path.indexOf(status) + 1)) {
    if (step === "shipped") {
      await t.api.call(orderEndpoints.shipment, { token: s.shop.token, body: shipmentBody(order._id) });
    }
    const res = await moveOrder(t, s.shop.token, order._id, step);
    if (res.status !== 200) throw new Error(`order not ${step}: ${JSON.stringify(res.body)}`);
  }
}

/** A variant sold at the sale shop's branch whose product keeps no stock count: a bottle of wiper fluid at 50.00. */
export async function addUncountedProduct(t: TestApp, s: SaleShop) {
  const { shopId } = s.shop;
  const wipers = await createProduct(t, shopId, { name: "Wiper fluid", trackStock: false, branchIds: [s.branch.id] });
  return createVariant(t, shopId, wipers.id, { name: "Bottle", priceMinor: 5_000 });
}
