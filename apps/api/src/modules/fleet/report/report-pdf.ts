import { formatDate, formatDateIn } from "@pitlane/domain";
import { MUTED } from "../../../platform/pdf/pdf-blocks.js";
import { renderPdf } from "../../../platform/pdf/pdf-document.js";
import { PAGE, type Canvas } from "../../../platform/pdf/pdf-layout.js";
import { drawTable, roomFor } from "../../../platform/pdf/pdf-table.js";
import { REPORT_PDF_TEXTS, type ReportLang } from "./pdf-texts.js";
import { printedColumns, textOf, type TableColumn, type Writer } from "./report-tables.js";

const M = PAGE.margin;
const CONTENT = PAGE.width - 2 * M;

/** What a printed report holds: its title, range and currency, the table, and the totals under it. */
export interface ReportDocument<R> {
  title: string;
  company: string;
  from: string;
  to: string;
  currency: string;
  columns: TableColumn<R>[];
  rows: R[];
  /** Label keys of `columns` texts (or the totals' own word) and the printed figure. */
  totals: [string, string][];
}

function heading<R>(c: Canvas, report: ReportDocument<R>, w: Writer, now: Date): number {
  const t = w.texts;
  let top = M + c.text(report.title, { left: M, top: M, width: CONTENT }, { bold: true, size: 15 }) + 4;
  top += c.text(report.company, { left: M, top, width: CONTENT }, { size: 10 }) + 4;
  const range = `${formatDate(report.from, w.lang)} – ${formatDate(report.to, w.lang)}`;
  const facts = `${t.range}: ${range}   ${t.currency}: ${report.currency}   ${t.printed}: ${formatDateIn(w.zone, now, w.lang)}`;
  top += c.text(facts, { left: M, top, width: CONTENT }, { color: MUTED, size: 8 }) + 8;
  c.rule(M, top, CONTENT);
  return top + 6;
}

/** The report on A4 pages, in English or in Arabic (the whole page mirrored), as the PDF's bytes. */
export async function renderReportPdf<R>(
  report: ReportDocument<R>,
  lang: ReportLang,
  zone: string,
  now: Date,
): Promise<Buffer> {
  return renderPdf(report.title, lang === "ar" ? "rtl" : "ltr", (doc, c) => {
    const w: Writer = { lang, zone, texts: REPORT_PDF_TEXTS[lang] };
    const columns = printedColumns(report.columns);
    const header = columns.map((column) => w.texts.columns[column.key] ?? column.key);
    const rows = report.rows.map((r) => columns.map((column) => textOf(column, r, w)));
    let top = drawTable(doc, c, { columns, header, rows, top: heading(c, report, w, now) });
    top = roomFor(doc, top, 24 + report.totals.length * 12) + 10;
    top += c.text(w.texts.totals, { left: M, top, width: CONTENT }, { bold: true, size: 10 }) + 4;
    for (const [label, value] of report.totals) {
      c.text(w.texts.columns[label] ?? label, { left: M, top, width: 160 }, { color: MUTED, size: 8 });
      top += c.text(value, { left: M + 160, top, width: 160, align: "end" }, { size: 8 }) + 2;
    }
  });
}
