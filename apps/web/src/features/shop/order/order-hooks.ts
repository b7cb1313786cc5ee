import {
  type OrderCreateBody,
  type OrderDto,
  type OrderListQuery,
  type OrderShipmentBody,
  type OrderStatusBody,
  orderEndpoints,
} from "@pitlane/domain";
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { keys } from "../../../shared/api/hooks";

/*
 * Orders are never edited or deleted: they are placed, then move by their own calls (status,
 * shipment), each answering the order as it now stands. No entity hooks, one key factory.
 */
export const orderKeys = keys("orders");

export function useOrderList(query: OrderListQuery) {
  return useQuery({
    queryKey: orderKeys.list(query),
    queryFn: () => request(orderEndpoints.list, { query }),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useOrder(id: string) {
  return useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: () => request(orderEndpoints.get, { params: { id } }),
  });
}

/**
 * After any change: the order as answered, the lists, and what an order moves elsewhere — the
 * branch's stock (reserved, taken, given back) and its history, and the invoices once it completes.
 */
async function settle(client: QueryClient, order: OrderDto) {
  client.setQueryData(orderKeys.detail(order._id), order);
  await Promise.all(
    [orderKeys.lists(), keys("stock").all, keys("variants").all, keys("products").all, keys("invoices").all].map(
      (queryKey) => client.invalidateQueries({ queryKey }),
    ),
  );
}

function useOrderChange<V>(send: (value: V) => Promise<OrderDto>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: (order) => settle(client, order) });
}

export const useOrderCreate = () => useOrderChange((body: OrderCreateBody) => request(orderEndpoints.create, { body }));

export const useOrderStatus = () =>
  useOrderChange((body: OrderStatusBody) => request(orderEndpoints.changeStatus, { body }));

export const useOrderShipment = () =>
  useOrderChange((body: OrderShipmentBody) => request(orderEndpoints.shipment, { body }));
