import { z } from "zod";
import { defineEndpoint } from "../platform/endpoint.js";
import { listResultSchema } from "../platform/list.js";
import { BalanceDto, ReceivingAccountDto, TopUpBody, TopUpDto, TopUpListQuery } from "./top-up.js";

const tag = "Fleet balance";

export const topUpEndpoints = {
  balance: defineEndpoint({
    method: "GET",
    path: "/fueling/api/balance",
    summary: "The company's balance: posted, on hold at the pump, available, and top-ups on their way",
    tag,
    auth: "fleet",
    permission: ["balance.view", "dashboard.view"],
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
