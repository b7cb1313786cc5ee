import { formatDate, formatDateIn } from "@pitlane/domain";
import { openA4Pdf } from "../../../platform/pdf/pdf-document.js";
import { PAGE, createCanvas, type Canvas } from "../../../platform/pdf/pdf-layout.js";
import { REPORT_PDF_TEXTS, type ReportLang } from "./pdf-texts.js";
import { printedColumns, textOf, type TableColumn, type Writer } from "./report-tables.js";

const M = PAGE.margin;
const CONTENT = PAGE.width - 2 * M;
const BOTTOM = PAGE.height - M;
const PAD = 3;
const MUTED = "#52606d";
const SIZE = 7;

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

function header<R>(c: Canvas, report: ReportDocument<R>, w: Writer, now: Date): number {
  const t = w.texts;
  let top = M + c.text(report.title, { left: M, top: M, width: CONTENT }, { bold: true, size: 15 }) + 4;
  top += c.text(report.company, { left: M, top, width: CONTENT }, { size: 10 }) + 4;
  const range = `${formatDate(report.from, w.lang)} – ${formatDate(report.to, w.lang)}`;
  const facts = `${t.range}: ${range}   ${t.currency}: ${report.currency}   ${t.printed}: ${formatDateIn(w.zone, now, w.lang)}`;
  top += c.text(facts, { left: M, top, width: CONTENT }, { color: MUTED, size: 8 }) + 8;
  c.rule(M, top, CONTENT);
  return top + 6;
}

/** Where a column is printed. */
type Layout = Pick<TableColumn<never>, "key" | "width" | "align">;

function row(c: Canvas, columns: Layout[], cells: string[], top: number, bold = false) {
  let left = M;
  const heights = columns.map((column, i) => {
    const cell = { left: left + PAD, top: top + PAD, width: column.width - 2 * PAD, align: column.align };
    left += column.width;
    return c.text(cells[i] ?? "", cell, { bold, size: SIZE });
  });
  return Math.max(...heights) + 2 * PAD;
}

const heightOf = (c: Canvas, columns: Layout[], cells: string[], bold = false) =>
  Math.max(...columns.map((col, i) => c.heightOf(cells[i] ?? "", col.width - 2 * PAD, { bold, size: SIZE }))) + 2 * PAD;

function tableHeader(c: Canvas, columns: Layout[], w: Writer, top: number) {
  const labels = columns.map((column) => w.texts.columns[column.key] ?? column.key);
  const height = heightOf(c, columns, labels, true);
  c.fill(M, top, CONTENT, height, "#e4e7eb");
  row(c, columns, labels, top, true);
  return top + height;
}

/** The report on A4 pages, in English or in Arabic (the whole page mirrored), as the PDF's bytes. */
export async function renderReportPdf<R>(
  report: ReportDocument<R>,
  lang: ReportLang,
  zone: string,
  now: Date,
): Promise<Buffer> {
  const { doc, bytes } = await openA4Pdf(report.title);
  const c = createCanvas(doc, lang === "ar" ? "rtl" : "ltr");
  const w: Writer = { lang, zone, texts: REPORT_PDF_TEXTS[lang] };
  const columns = printedColumns(report.columns);

  let top = tableHeader(c, columns, w, header(c, report, w, now));
  for (const r of report.rows) {
    const cells = columns.map((column) => textOf(column, r, w));
    if (top + heightOf(c, columns, cells) > BOTTOM) {
      doc.addPage();
      top = tableHeader(c, columns, w, M);
    }
    top += row(c, columns, cells, top);
    c.rule(M, top, CONTENT, "#e4e7eb");
  }
  if (top + 24 + report.totals.length * 12 > BOTTOM) {
    doc.addPage();
    top = M;
  }
  top += 10;
  top += c.text(w.texts.totals, { left: M, top, width: CONTENT }, { bold: true, size: 10 }) + 4;
  for (const [label, value] of report.totals) {
    c.text(w.texts.columns[label] ?? label, { left: M, top, width: 160 }, { color: MUTED, size: 8 });
    top += c.text(value, { left: M + 160, top, width: 160, align: "end" }, { size: 8 }) + 2;
  }
  doc.end();
  return bytes;
}
