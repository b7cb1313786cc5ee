import { z } from "zod";
import { defineEndpoint } from "../platform/endpoint.js";
import { ConsumptionReportDto, ConsumptionReportQuery, EmployeeReportDto, EmployeeReportQuery } from "./report.js";
import { FuelingReportDto, FuelingReportQuery, TopUpReportDto, TopUpReportQuery } from "./report-history.js";

const base = "/fueling/api/reports";
const tag = "Fleet reports";

/** The language a report's PDF is written in. */
export const ReportLanguage = z.enum(["en", "ar"]).catch("en").default("en");

/**
 * A report's three endpoints: its page (reports.view), and every row of its range and filters as
 * CSV or as an A4 PDF in English or Arabic (reports.export; `page` and `limit` are ignored there).
 */
function reportTrio<Q extends z.ZodType, P extends z.ZodType, R extends z.ZodType>(
  kind: string,
  what: string,
  [query, pdfQuery]: [Q, P],
  result: R,
) {
  const exported = { tag, auth: "fleet", permission: "reports.export", binary: true, bulk: true } as const;
  return {
    page: defineEndpoint({
      method: "GET",
      path: `${base}/${kind}`,
      summary: `${what}: a page of rows, the range's totals (the company's days, this month unless told; a year at most)`,
      tag,
      auth: "fleet",
      permission: "reports.view",
      query,
      result,
    }),
    csv: defineEndpoint({
      ...exported,
      method: "GET",
      path: `${base}/${kind}/csv`,
      summary: `${what}, every row of the range and filters, as CSV`,
      query,
      result: z.unknown(),
    }),
    pdf: defineEndpoint({
      ...exported,
      method: "GET",
      path: `${base}/${kind}/pdf`,
      summary: `${what}, every row of the range and filters, as an A4 PDF in English or Arabic (\`lang=en|ar\`)`,
      query: pdfQuery,
      result: z.unknown(),
    }),
  };
}

export const reportEndpoints = {
  consumption: reportTrio(
    "consumption",
    "Consumption by vehicle, employee, branch, department or fuel type (`by`): litres, amounts, km, L/100 km, cost per km",
    [ConsumptionReportQuery, ConsumptionReportQuery.extend({ lang: ReportLanguage })],
    ConsumptionReportDto,
  ),
  topUps: reportTrio(
    "top-ups",
    "Top-up history: the requests sent in the range by status, with the approved amount by day or month",
    [TopUpReportQuery, TopUpReportQuery.extend({ lang: ReportLanguage })],
    TopUpReportDto,
  ),
  fuelings: reportTrio(
    "fuelings",
    "Fueling history: the fills completed in the range, with litres by day or month",
    [FuelingReportQuery, FuelingReportQuery.extend({ lang: ReportLanguage })],
    FuelingReportDto,
  ),
  employees: reportTrio(
    "employees",
    "Employee report: each driver's fills, litres, amounts, km, L/100 km, vehicles driven, declines and flagged fills",
    [EmployeeReportQuery, EmployeeReportQuery.extend({ lang: ReportLanguage })],
    EmployeeReportDto,
  ),
};
