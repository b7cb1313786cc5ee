import type { StatementLang, StatementLinesQuery, StatementListQuery } from "@pitlane/domain/fleet/statement";
import { statementEndpoints as e } from "@pitlane/domain/fleet/statement-endpoints";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { useDownload } from "../../../shared/api/download";
import { keys } from "../../../shared/api/hooks";

const statementKeys = keys("fleet-statements");

/** A page of the monthly statements; asking closes the months due, so each visit reads afresh. */
export function useStatementList(query: StatementListQuery) {
  return useQuery({
    queryKey: statementKeys.list(query),
    queryFn: () => request(e.list, { query }),
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
  });
}

/** A statement with a page of its purchases; the previous page stays while the next loads. */
export function useStatement(id: string, query: StatementLinesQuery) {
  return useQuery({
    queryKey: [...statementKeys.detail(id), query],
    queryFn: () => request(e.get, { params: { id }, query }),
    placeholderData: keepPreviousData,
  });
}

/** The statement of account of a range of days, with a page of its purchases. */
export function useStatementAccount(query: StatementLinesQuery & { from: string; to: string }) {
  return useQuery({
    queryKey: [...statementKeys.all, "account", query],
    queryFn: () => request(e.account, { query }),
    placeholderData: keepPreviousData,
  });
}

/** What a statement's downloads name: a month's by its id, a statement of account by its range. */
export type StatementSource = { id: string; number: number; month: string } | { from: string; to: string };
export type StatementFormat = StatementLang | "csv";

const baseName = (source: StatementSource) =>
  "id" in source
    ? `statement-${source.number}-${source.month.slice(0, 7)}`
    : `statement-of-account-${source.from}-${source.to}`;

const isMonthly = (source: StatementSource) => "id" in source;

/** The endpoint a download reads: a month's or a range's, its PDF or its CSV. */
function endpointOf({ source, format }: StatementDownload) {
  if (isMonthly(source)) return format === "csv" ? e.csv : e.pdf;
  return format === "csv" ? e.accountCsv : e.accountPdf;
}

export interface StatementDownload {
  source: StatementSource;
  format: StatementFormat;
}

/** A statement as a PDF in English or Arabic (whatever the screen's language), or as CSV. */
export function useStatementDownload() {
  return useDownload(endpointOf, ({ source, format }: StatementDownload) => {
    const fileName = format === "csv" ? `${baseName(source)}.csv` : `${baseName(source)}-${format}.pdf`;
    const lang = format === "csv" ? {} : { lang: format };
    if ("id" in source) return { params: { id: source.id }, query: lang, fileName };
    return { query: { from: source.from, to: source.to, ...lang }, fileName };
  });
}
