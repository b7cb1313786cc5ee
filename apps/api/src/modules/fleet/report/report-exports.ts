import {
  formatAmount,
  type ConsumptionReportQuery,
  type EmployeeReportQuery,
  type FillFigures,
  type FuelingReportQuery,
  type TopUpReportQuery,
} from "@pitlane/domain";
import { toCsv } from "../../../platform/csv.js";
import type { RequestContext } from "../../../platform/route.js";
import type { Clock } from "../../../platform/tenant-zones.js";
import { REPORT_PDF_TEXTS, type ReportLang, type ReportPdfTexts } from "./pdf-texts.js";
import { renderReportPdf } from "./report-pdf.js";
import type { ReportFrame } from "./report-frame.js";
import {
  EMPLOYEE_COLUMNS,
  FUELING_COLUMNS,
  TOP_UP_COLUMNS,
  consumptionColumns,
  printed,
  type TableColumn,
} from "./report-tables.js";
import type { ReportService } from "./service.js";

/** Every row of a report's range and filters, as its exports write them. */
export interface ReportRows<R> {
  frame: ReportFrame;
  rows: R[];
  columns: TableColumn<R>[];
  /** The printed title, and the totals under the table: a label (a column's key) and its figure. */
  title: (texts: ReportPdfTexts) => string;
  totals: [string, string][];
}

/** A fill report's totals as printed: the figures of its columns. */
export const fillTotals = (t: FillFigures): [string, string][] => [
  ["fuelings", printed(t.fuelings)],
  ["litres", t.litres.toFixed(3)],
  ["fuel_amount", formatAmount(t.fuel_amount)],
  ["total_amount", formatAmount(t.total_amount)],
  ["km", printed(t.km)],
  ["litres_per_100_km", printed(t.litres_per_100_km)],
  ["cost_per_km", printed(t.cost_per_km)],
];

/** The CSV of a report: one header row of the columns' keys, then every row (a spreadsheet sums them). */
export const reportCsv = <R>(report: ReportRows<R>) =>
  toCsv(
    report.columns.map((c) => c.key),
    report.rows.map((row) => report.columns.map((c) => c.csv(row))),
  );

/** The PDF of a report in the language asked, named for the report and its range. */
export async function reportPdf<R>(name: string, report: ReportRows<R>, lang: ReportLang, clock: Clock) {
  const { frame } = report;
  const bytes = await renderReportPdf(
    {
      title: report.title(REPORT_PDF_TEXTS[lang]),
      company: frame.company,
      from: frame.from,
      to: frame.to,
      currency: frame.currency,
      columns: report.columns,
      rows: report.rows,
      totals: report.totals,
    },
    lang,
    frame.zone,
    clock(),
  );
  return { fileName: `${name}-${frame.from}-${frame.to}.pdf`, bytes };
}

/** Each report's rows with what its exports print: columns, title and totals. */
export function createReportExports(reports: ReportService, clock: Clock) {
  const consumption = async (ctx: RequestContext, q: ConsumptionReportQuery) => {
    const { frame, rows, totals } = await reports.allConsumption(ctx, q);
    const title = (t: ReportPdfTexts) => t.consumptionBy[q.by];
    return { frame, rows, columns: consumptionColumns(q.by), title, totals: fillTotals(totals) };
  };
  const employees = async (ctx: RequestContext, q: EmployeeReportQuery) => {
    const { frame, rows, totals } = await reports.allEmployees(ctx, q);
    const printedTotals: [string, string][] = [
      ["employee", printed(totals.drivers)],
      ...fillTotals(totals),
      ["declines", printed(totals.declines)],
      ["flagged", printed(totals.flagged)],
    ];
    return {
      frame,
      rows,
      columns: EMPLOYEE_COLUMNS,
      title: (t: ReportPdfTexts) => t.titles.employees,
      totals: printedTotals,
    };
  };
  const fuelings = async (ctx: RequestContext, q: FuelingReportQuery) => {
    const { frame, rows, totals } = await reports.allFuelings(ctx, q);
    return {
      frame,
      rows,
      columns: FUELING_COLUMNS,
      title: (t: ReportPdfTexts) => t.titles.fuelings,
      totals: fillTotals(totals),
    };
  };
  const topUps = async (ctx: RequestContext, q: TopUpReportQuery) => {
    const { frame, rows, totals } = await reports.allTopUps(ctx, q);
    const printedTotals: [string, string][] = [
      ["requests", printed(totals.requests)],
      ["approved_amount", formatAmount(totals.approved_amount)],
      ["pending_amount", formatAmount(totals.pending_amount)],
      ["rejected_amount", formatAmount(totals.rejected_amount)],
    ];
    return {
      frame,
      rows,
      columns: TOP_UP_COLUMNS,
      title: (t: ReportPdfTexts) => t.titles["top-ups"],
      totals: printedTotals,
    };
  };
  /** A report's CSV and PDF, from the function that reads its rows. */
  const both = <Q, R>(name: string, read: (ctx: RequestContext, q: Q) => Promise<ReportRows<R>>) => ({
    csv: async (ctx: RequestContext, q: Q) => reportCsv(await read(ctx, q)),
    pdf: async (ctx: RequestContext, q: Q, lang: ReportLang) => reportPdf(name, await read(ctx, q), lang, clock),
  });
  return {
    consumption: both("consumption", consumption),
    employees: both("employees", employees),
    fuelings: both("fuelings", fuelings),
    topUps: both("top-ups", topUps),
  };
}

export type ReportExports = ReturnType<typeof createReportExports>;
