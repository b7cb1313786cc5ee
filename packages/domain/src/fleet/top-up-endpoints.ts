import { z } from "zod";
import { defineEndpoint } from "../platform/endpoint.js";
import { listResultSchema } from "../platform/list.js";
import {
  BalanceDto,
  LowBalanceBody,
  ReceivingAccountDto,
  TopUpBody,
  TopUpDto,
  TopUpExportQuery,
  TopUpListQuery,
} from "./top-up.js";

const tag = "Fleet balance";

export const topUpEndpoints = {
  balance: defineEndpoint({
    method: "GET",
    path: "/fueling/api/balance",
    summary: "The company's balance: posted, on hold at the pump, available, and top-ups on their way",
    tag,
    auth: "fleet",
    permission: ["balance.view", "balance.add", "dashboard.view"],
    result: BalanceDto,
  }),
  setLowBalance: defineEndpoint({
    method: "PUT",
    path: "/fueling/api/balance/low-balance",
    summary: "Set the available balance below which the dashboard warns and a mail goes out (null: no alert)",
    tag,
    auth: "fleet",
    permission: "balance.add",
    body: LowBalanceBody,
    result: BalanceDto,
  }),
  accounts: defineEndpoint({
    method: "GET",
    path: "/fueling/api/top-up/accounts",
    summary: "The platform's bank accounts in the company's country that a top-up may be paid into",
    tag,
    auth: "fleet",
    permission: "balance.add",
    result: z.array(ReceivingAccountDto),
  }),
  list: defineEndpoint({
    method: "GET",
    path: "/fueling/api/top-up/list",
    summary: "The company's top-ups, newest first, by status (or overdue) and slip number",
    tag,
    auth: "fleet",
    permission: "balance.view",
    query: TopUpListQuery,
    result: listResultSchema(TopUpDto),
  }),
  export: defineEndpoint({
    method: "GET",
    path: "/fueling/api/top-up/export",
    summary: "The top-up history as CSV, with the list's filters",
    tag,
    auth: "fleet",
    permission: "balance.view",
    query: TopUpExportQuery,
    binary: true,
    bulk: true,
    result: z.unknown(),
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/fueling/api/top-up/add",
    summary: "Ask to add to the balance: the bank paid into, the amount, the slip number and an image of the proof",
    tag,
    auth: "fleet",
    permission: "balance.add",
    body: TopUpBody,
    result: TopUpDto,
  }),
};
