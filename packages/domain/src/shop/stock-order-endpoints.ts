import { z } from "zod";
import { defineEndpoint } from "../platform/endpoint.js";
import { IdBody, IdParams, listResultSchema } from "../platform/list.js";
import {
  StockOrderCreateBody,
  StockOrderDto,
  StockOrderListQuery,
  StockOrderPdfQuery,
  StockOrderReceiveBody,
  StockOrderStatusBody,
  StockOrderSummaryDto,
  StockOrderUpdateBody,
} from "./stock-order.js";

const tag = "Stock orders";
const base = "/customer/api/stock-order";

/**
 * Spec 000 section 7 (Suppliers and inventory): add with {products}, the list with page and limit,
 * the single order, and "update stock inventory" with {products}, which receives goods. The status
 * change, the payment and the PDF follow the same style (decision 0052).
 */
export const stockOrderEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: `${base}/get-all-stock-order-by-shop-id`,
    summary: "The shop's stock orders, newest first, with search, status, supplier and branch filters",
    tag,
    auth: "shop",
    permission: "stock.view",
    query: StockOrderListQuery,
    result: listResultSchema(StockOrderSummaryDto),
  }),
  get: defineEndpoint({
    method: "GET",
    path: `${base}/get/:id`,
    summary: "One stock order with its lines, what was received and what is owed",
    tag,
    auth: "shop",
    permission: "stock.view",
    params: IdParams,
    result: StockOrderDto,
  }),
  create: defineEndpoint({
    method: "POST",
    path: `${base}/add-stock-order`,
    summary: "Add a stock order to a supplier for a branch, as a draft or placed at once",
    tag,
    auth: "shop",
    permission: "stock.add",
    body: StockOrderCreateBody,
    result: StockOrderDto,
  }),
  update: defineEndpoint({
    method: "PATCH",
    path: `${base}/update-stock-order/:id`,
    summary: "Change an open stock order; lines with units received keep their quantity and cost",
    tag,
    auth: "shop",
    permission: "stock.edit",
    params: IdParams,
    body: StockOrderUpdateBody,
    result: StockOrderDto,
  }),
  changeStatus: defineEndpoint({
    method: "POST",
    path: `${base}/change-stock-order-status`,
    summary: "Place a draft with the supplier, or cancel an order not yet fully received",
    tag,
    auth: "shop",
    permission: "stock.edit",
    body: StockOrderStatusBody,
    result: StockOrderDto,
  }),
  receive: defineEndpoint({
    method: "POST",
    path: `${base}/update-stock-inventory`,
    summary: "Receive goods on a placed order: each line's units go into the branch's stock at once",
    tag,
    auth: "shop",
    permission: "stock.edit",
    body: StockOrderReceiveBody,
    result: StockOrderDto,
  }),
  recordPayment: defineEndpoint({
    method: "POST",
    path: `${base}/record-stock-order-payment`,
    summary: "Record that the supplier was paid for everything received on the order so far",
    tag,
    auth: "shop",
    permission: "stock.edit",
    body: IdBody,
    result: StockOrderDto,
  }),
  downloadPdf: defineEndpoint({
    method: "GET",
    path: `${base}/download-pdf/:id`,
    summary: "The stock order as an A4 PDF file (PO-000012.pdf) to send to the supplier, in English or Arabic",
    tag,
    auth: "shop",
    permission: "stock.view",
    params: IdParams,
    query: StockOrderPdfQuery,
    binary: true,
    result: z.unknown(),
  }),
};
