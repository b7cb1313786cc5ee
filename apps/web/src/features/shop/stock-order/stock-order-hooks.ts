import {
  type StockOrderCreateBody,
  type StockOrderDto,
  type StockOrderListQuery,
  type StockOrderReceiveBody,
  type StockOrderUpdateBody,
  stockOrderEndpoints,
} from "@pitlane/domain";
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { pdfFileName, useDownload } from "../../../shared/api/download";
import { keys } from "../../../shared/api/hooks";

/*
 * Stock orders are never deleted (a draft is cancelled), and besides create and update they move by
 * their own calls (place, cancel, receive, pay), each answering the order as it now stands: no
 * entity hooks, one key factory.
 */
export const stockOrderKeys = keys("stock_orders");

export function useStockOrderList(query: StockOrderListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: stockOrderKeys.list(query),
    queryFn: () => request(stockOrderEndpoints.list, { query }),
    enabled: options.enabled ?? true,
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useStockOrder(id: string) {
  return useQuery({
    queryKey: stockOrderKeys.detail(id),
    queryFn: () => request(stockOrderEndpoints.get, { params: { id } }),
  });
}

/**
 * After any change: the order as answered, the lists, and what an order moves elsewhere — its
 * supplier's owed and open orders, and (by a receipt) the branch's stock, its history and the
 * stock the catalogue shows.
 */
async function settle(client: QueryClient, order: StockOrderDto) {
  client.setQueryData(stockOrderKeys.detail(order._id), order);
  await Promise.all(
    [stockOrderKeys.lists(), keys("suppliers").all, keys("stock").all, keys("variants").all, keys("products").all].map(
      (queryKey) => client.invalidateQueries({ queryKey }),
    ),
  );
}

function useStockOrderChange<V>(send: (value: V) => Promise<StockOrderDto>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: (order) => settle(client, order) });
}

export const useStockOrderCreate = () =>
  useStockOrderChange((body: StockOrderCreateBody) => request(stockOrderEndpoints.create, { body }));

export const useStockOrderUpdate = () =>
  useStockOrderChange(({ id, body }: { id: string; body: StockOrderUpdateBody }) =>
    request(stockOrderEndpoints.update, { params: { id }, body }),
  );

/** Place a draft with the supplier, or cancel the order. */
export const useStockOrderStatus = () =>
  useStockOrderChange((body: { id: string; status: "ordered" | "cancelled" }) =>
    request(stockOrderEndpoints.changeStatus, { body }),
  );

export const useStockOrderReceive = () =>
  useStockOrderChange((body: StockOrderReceiveBody) => request(stockOrderEndpoints.receive, { body }));

export const useStockOrderPayment = () =>
  useStockOrderChange((id: string) => request(stockOrderEndpoints.recordPayment, { body: { id } }));

/** The order as a PDF in English or Arabic, saved as PO-000012-en.pdf. */
export function useStockOrderPdf() {
  return useDownload(
    stockOrderEndpoints.downloadPdf,
    ({ order, lang }: { order: Pick<StockOrderDto, "_id" | "number_display">; lang: "en" | "ar" }) => ({
      params: { id: order._id },
      query: { lang },
      fileName: pdfFileName(order.number_display, lang),
    }),
  );
}
