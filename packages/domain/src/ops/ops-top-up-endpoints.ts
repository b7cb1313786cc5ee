import { z } from "zod";
import { defineEndpoint } from "../platform/endpoint.js";
import { listResultSchema } from "../platform/list.js";
import { CompanyItemParams, OpsTopUpDto, OpsTopUpListQuery, RejectTopUpBody } from "./ops-top-up.js";

const tag = "Operations console: top-ups";

export const opsTopUpEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/ops/api/top-ups",
    summary:
      "The top-up queue of every company: pending oldest first (the 24-hour clock of each), or by status; search by company or slip",
    tag,
    auth: "ops",
    permission: "top_ups.view",
    query: OpsTopUpListQuery,
    result: listResultSchema(OpsTopUpDto),
  }),
  proof: defineEndpoint({
    method: "GET",
    path: "/ops/api/companies/:companyId/top-ups/:id/proof",
    summary: "The image of a top-up's proof of payment",
    tag,
    auth: "ops",
    permission: "top_ups.view",
    params: CompanyItemParams,
    binary: true,
    result: z.unknown(),
  }),
  approve: defineEndpoint({
    method: "POST",
    path: "/ops/api/companies/:companyId/top-ups/:id/approve",
    summary: "Approve a pending top-up: its amount is credited to the company's wallet, once",
    tag,
    auth: "ops",
    permission: "top_ups.decide",
    params: CompanyItemParams,
    idempotent: true,
    result: OpsTopUpDto,
  }),
  reject: defineEndpoint({
    method: "POST",
    path: "/ops/api/companies/:companyId/top-ups/:id/reject",
    summary: "Reject a pending top-up with the reason the company reads; nothing is credited",
    tag,
    auth: "ops",
    permission: "top_ups.decide",
    params: CompanyItemParams,
    body: RejectTopUpBody,
    idempotent: true,
    result: OpsTopUpDto,
  }),
};
