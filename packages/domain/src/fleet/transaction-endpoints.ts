import { z } from "zod";
import { defineEndpoint } from "../platform/endpoint.js";
import { IdParams, listResultSchema } from "../platform/list.js";
import {
  TransactionChoiceDto,
  TransactionChoiceQuery,
  TransactionDetailDto,
  TransactionDto,
  TransactionFilterQuery,
  TransactionListQuery,
  TransactionReviewBody,
} from "./transaction.js";

const base = "/fueling/api/transactions";
const tag = "Fleet transactions";

export const transactionEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: base,
    summary:
      "The company's purchases at partner stations, newest first: by date range (its days), station, vehicle, employee, status and flagged; search by reference, car id, plate, employee or station",
    tag,
    auth: "fleet",
    permission: "transactions.view",
    query: TransactionListQuery,
    result: listResultSchema(TransactionDto),
  }),
  export: defineEndpoint({
    method: "GET",
    path: `${base}/export`,
    summary: "The transactions the list's filters select, as CSV",
    tag,
    auth: "fleet",
    permission: "transactions.view",
    query: TransactionFilterQuery,
    binary: true,
    bulk: true,
    result: z.unknown(),
  }),
  choices: defineEndpoint({
    method: "GET",
    path: `${base}/choices`,
    summary: "Stations, vehicles or employees matching a search, for the list's filters (20 at most)",
    tag,
    auth: "fleet",
    permission: "transactions.view",
    query: TransactionChoiceQuery,
    result: z.array(TransactionChoiceDto),
  }),
  get: defineEndpoint({
    method: "GET",
    path: `${base}/:id`,
    summary: "One purchase with its history: the hold, how it ended, and the ledger's transfers behind it",
    tag,
    auth: "fleet",
    permission: "transactions.view",
    params: IdParams,
    result: TransactionDetailDto,
  }),
  review: defineEndpoint({
    method: "POST",
    path: `${base}/:id/review`,
    summary:
      "Close the look a flagged purchase deserved: explained, or disputed (the platform's staff see it), with a note; a later review replaces it",
    tag,
    auth: "fleet",
    permission: "transactions.review",
    params: IdParams,
    body: TransactionReviewBody,
    result: TransactionDetailDto,
  }),
};
