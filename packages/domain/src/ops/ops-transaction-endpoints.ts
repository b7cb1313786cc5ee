import { z } from "zod";
import { TransactionDetailDto, TransactionDto, TransactionListQuery } from "../fleet/transaction.js";
import { defineEndpoint } from "../platform/endpoint.js";
import { listResultSchema } from "../platform/list.js";
import { CompanyParams } from "./ops-company.js";
import { CompanyItemParams } from "./ops-top-up.js";
import { CompanyPurchasePhotoParams } from "./ops-transaction.js";

const base = "/ops/api/companies/:companyId/transactions";
const tag = "Operations console: companies";

/** A company's purchases at the pump, as its own fleet managers read them (the same list, filters and shapes). */
export const opsTransactionEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: base,
    summary:
      "A company's purchases at partner stations, newest first, with the portal's filters: date range (the company's days), station, vehicle, employee, status, flagged and search",
    tag,
    auth: "ops",
    permission: "companies.view",
    params: CompanyParams,
    query: TransactionListQuery,
    result: listResultSchema(TransactionDto),
  }),
  get: defineEndpoint({
    method: "GET",
    path: `${base}/:id`,
    summary: "One purchase of the company with its hold and the ledger's transfers behind it",
    tag,
    auth: "ops",
    permission: "companies.view",
    params: CompanyItemParams,
    result: TransactionDetailDto,
  }),
  photo: defineEndpoint({
    method: "GET",
    path: `${base}/:id/photos/:kind`,
    summary: "The odometer's or the pump's photo the station sent for a purchase (404 when it sent none)",
    tag,
    auth: "ops",
    permission: "companies.view",
    params: CompanyPurchasePhotoParams,
    binary: true,
    result: z.unknown(),
  }),
};
