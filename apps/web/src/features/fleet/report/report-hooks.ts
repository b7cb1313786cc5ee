import {
  reportEndpoints as e,
  type ConsumptionReportQuery,
  type EmployeeReportQuery,
  type FuelingReportQuery,
  type ReportKind,
  type TopUpReportQuery,
} from "@pitlane/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { useDownload } from "../../../shared/api/download";
import { keys } from "../../../shared/api/hooks";

const reportKeys = keys("fleet-reports");

/**
 * How every report page is read: the previous page stays on screen while the next loads, and fills
 * arrive from the pump, not from this portal, so each visit reads them afresh.
 */
const asReport = (kind: ReportKind, query: unknown, enabled: boolean) => ({
  queryKey: reportKeys.list({ kind, query }),
  placeholderData: keepPreviousData,
  enabled,
  refetchOnMount: "always" as const,
});

export const useConsumptionReport = (query: ConsumptionReportQuery, enabled: boolean) =>
  useQuery({ ...asReport("consumption", query, enabled), queryFn: () => request(e.consumption.page, { query }) });

export const useTopUpReport = (query: TopUpReportQuery, enabled: boolean) =>
  useQuery({ ...asReport("top-ups", query, enabled), queryFn: () => request(e.topUps.page, { query }) });

export const useFuelingReport = (query: FuelingReportQuery, enabled: boolean) =>
  useQuery({ ...asReport("fuelings", query, enabled), queryFn: () => request(e.fuelings.page, { query }) });

export const useEmployeeReport = (query: EmployeeReportQuery, enabled: boolean) =>
  useQuery({ ...asReport("employees", query, enabled), queryFn: () => request(e.employees.page, { query }) });

const EXPORTS = { consumption: e.consumption, "top-ups": e.topUps, fuelings: e.fuelings, employees: e.employees };

/** A report's CSV or PDF of every row of the range and filters (`lang` picks the PDF's language). */
export function useReportExport(kind: ReportKind, format: "csv" | "pdf") {
  return useDownload(EXPORTS[kind][format], (query: { from: string; to: string; lang?: "en" | "ar" }) => ({
    query,
    fileName: `${kind}-${query.from}-${query.to}.${format}`,
  }));
}
