import { z } from "zod";
import { defineEndpoint } from "../platform/endpoint.js";
import { IdParams, listResultSchema } from "../platform/list.js";
import {
  StatementAccountFileQuery,
  StatementAccountQuery,
  StatementDetailDto,
  StatementDto,
  StatementLinesQuery,
  StatementListQuery,
  StatementPdfQuery,
} from "./statement.js";

const base = "/fueling/api/statements";
const tag = "Fleet statements";

/** A file download: a PDF or a CSV, not the envelope. */
const download = { binary: true, bulk: true, result: z.unknown() } as const;

export const statementEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: base,
    summary:
      "The company's monthly statements, newest first; a month is closed (and its statement written) once it is over",
    tag,
    auth: "fleet",
    permission: "statements.view",
    query: StatementListQuery,
    result: listResultSchema(StatementDto),
  }),
  account: defineEndpoint({
    method: "GET",
    path: `${base}/account`,
    summary:
      "A statement of account for any range of the company's days (at most 366), not numbered: opening, the top-ups, purchases (a page) and reversals, closing",
    tag,
    auth: "fleet",
    permission: "statements.view",
    query: StatementAccountQuery,
    result: StatementDetailDto,
  }),
  accountPdf: defineEndpoint({
    method: "GET",
    path: `${base}/account/pdf`,
    summary: "The statement of account for a range as an A4 PDF, in English or in Arabic (`lang=en|ar`)",
    tag,
    auth: "fleet",
    permission: "statements.download",
    query: StatementAccountFileQuery,
    ...download,
  }),
  accountCsv: defineEndpoint({
    method: "GET",
    path: `${base}/account/csv`,
    summary: "The statement of account for a range as CSV: one row per top-up, purchase and reversal",
    tag,
    auth: "fleet",
    permission: "statements.download",
    query: StatementAccountFileQuery,
    ...download,
  }),
  get: defineEndpoint({
    method: "GET",
    path: `${base}/:id`,
    summary:
      "One monthly statement: its totals broken down (top-ups, fuel, commission, tax, reversals), the commission by rate, the top-ups and reversals, and a page of its purchases",
    tag,
    auth: "fleet",
    permission: "statements.view",
    params: IdParams,
    query: StatementLinesQuery,
    result: StatementDetailDto,
  }),
  pdf: defineEndpoint({
    method: "GET",
    path: `${base}/:id/pdf`,
    summary: "The monthly statement as an A4 PDF, in English or in Arabic (`lang=en|ar`)",
    tag,
    auth: "fleet",
    permission: "statements.download",
    params: IdParams,
    query: StatementPdfQuery,
    ...download,
  }),
  csv: defineEndpoint({
    method: "GET",
    path: `${base}/:id/csv`,
    summary: "The monthly statement as CSV: one row per top-up, purchase and reversal",
    tag,
    auth: "fleet",
    permission: "statements.download",
    params: IdParams,
    ...download,
  }),
};
