import { defineEndpoint } from "../platform/endpoint.js";
import { listResultSchema } from "../platform/list.js";
import {
  StockAdjustBody,
  StockAdjustmentDto,
  StockListQuery,
  StockMovementDto,
  StockMovementQuery,
  StockRowDto,
  StockTransferBody,
  StockTransferDto,
} from "./stock.js";

const tag = "Stock";
const base = "/customer/api/stock";

export const stockEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: `${base}/get-all-stock-by-shop-id`,
    summary: "Stock per branch and variant with its value at cost; search, branch and low-stock filters",
    tag,
    auth: "shop",
    permission: "stock.view",
    query: StockListQuery,
    result: listResultSchema(StockRowDto),
  }),
  adjust: defineEndpoint({
    method: "POST",
    path: `${base}/adjust-stock`,
    summary: "Adjust a branch's stock of a variant for one of the ten reasons, with a note; never below zero",
    tag,
    auth: "shop",
    permission: "stock.adjust_stock",
    body: StockAdjustBody,
    result: StockAdjustmentDto,
  }),
  transfer: defineEndpoint({
    method: "POST",
    path: `${base}/transfer-stock`,
    summary: "Move units of a variant from one branch to another at once; never below zero at the branch they leave",
    tag,
    auth: "shop",
    permission: "stock.adjust_stock",
    body: StockTransferBody,
    result: StockTransferDto,
  }),
  movements: defineEndpoint({
    method: "GET",
    path: `${base}/get-movements-by-variant-id`,
    summary:
      "A variant's stock movements (sales, voids, adjustments, receipts, transfers), newest first, with who and when",
    tag,
    auth: "shop",
    permission: "stock.view",
    query: StockMovementQuery,
    result: listResultSchema(StockMovementDto),
  }),
};
