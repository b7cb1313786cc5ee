import { formatAmount, formatDate, formatDateIn, formatTimeIn } from "@pitlane/domain";
import type { StatementLang } from "@pitlane/domain/fleet/statement";
import { createPdf, type PdfDoc } from "../../../platform/pdf/pdf-document.js";
import { PAGE, createCanvas, type Canvas } from "../../../platform/pdf/pdf-layout.js";
import { MUTED, pairs } from "../../../platform/pdf/pdf-blocks.js";
import { drawTable, roomFor } from "../../../platform/pdf/pdf-table.js";
import { STATEMENT_PDF_TEXTS, type StatementPdfTexts } from "./pdf-texts.js";
import type { StatementDocument } from "./service.js";

const M = PAGE.margin;
const CONTENT = PAGE.width - 2 * M;
const HALF = (CONTENT - 20) / 2;
const END_BLOCK = M + HALF + 20;

interface Page {
  doc: PdfDoc;
  c: Canvas;
  t: StatementPdfTexts;
  lang: StatementLang;
  s: StatementDocument;
  printedAt: Date;
}

/** Up to four decimals, at least two: a nozzle price is kept in hundredths of a minor unit. */
const price = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 4 });
const dash = "–";

/** DD MMMM YYYY and HH:mm on the company's clock. */
const dateTimeOf = ({ s, lang }: Page, at: string) =>
  `${formatDateIn(s.time_zone, at, lang)} ${formatTimeIn(s.time_zone, at)}`;

function header(p: Page): number {
  const { c, t, s, lang } = p;
  const title = s.statement.number === null ? t.accountTitle : t.monthlyTitle;
  let start = M + c.text(title, { left: M, top: M, width: HALF }, { bold: true, size: 15 }) + 6;
  start += c.text(s.company.name, { left: M, top: start, width: HALF }, { bold: true, size: 11 }) + 4;
  start = pairs(
    c,
    [
      [t.merchantId, s.company.merchant_id],
      [t.ntn, s.company.ntn],
      [t.strn, s.company.strn],
    ],
    { left: M, top: start, width: HALF },
  );
  const end = pairs(
    c,
    [
      [t.number, s.statement.number === null ? null : String(s.statement.number)],
      [t.from, formatDate(s.statement.from, lang)],
      [t.to, formatDate(s.statement.to, lang)],
      [t.currency, s.statement.currency],
      [t.printedOn, formatDateIn(s.time_zone, p.printedAt, lang)],
    ],
    { left: END_BLOCK, top: M + 4, width: HALF },
  );
  const bottom = Math.max(start, end) + 8;
  c.rule(M, bottom, CONTENT);
  return bottom + 12;
}

function heading(p: Page, text: string, top: number): number {
  const at = roomFor(p.doc, top, 60);
  return at + p.c.text(text, { left: M, top: at, width: CONTENT }, { bold: true, size: 11 }) + 4;
}

/** Opening, what came in and went out by kind, and the closing: the figures that tie to the ledger. */
function summary(p: Page, top: number): number {
  const { c, t, s } = p;
  const width = 300;
  const line = (label: string, value: number, y: number, bold = false) => {
    const h = c.text(label, { left: M, top: y, width: width - 110 }, { bold, color: bold ? undefined : MUTED });
    c.text(formatAmount(value), { left: M + width - 110, top: y, width: 110, align: "end" }, { bold });
    return h + 3;
  };
  let y = heading(p, t.summary, top);
  y += line(t.opening, s.statement.opening, y, true);
  y += line(`+ ${t.topUps}`, s.totals.top_ups, y);
  y += line(`+ ${t.reversalsIn}`, s.totals.reversals_in, y);
  y += line(`− ${t.fuel}`, s.totals.fuel, y);
  y += line(`− ${t.commission}`, s.totals.commission, y);
  y += line(`− ${t.tax}`, s.totals.tax, y);
  y += line(`− ${t.reversalsOut}`, s.totals.reversals_out, y);
  c.rule(M, y, width);
  y += 4;
  y += line(t.closing, s.statement.closing, y, true);
  return y + 12;
}

/** A section: its heading and its table, or a line saying there was nothing. */
function section(p: Page, title: string, top: number, table: { widths: number[]; header: string[]; rows: string[][] }) {
  const y = heading(p, title, top);
  if (table.rows.length === 0) {
    return y + p.c.text(p.t.none, { left: M, top: y, width: CONTENT }, { color: MUTED }) + 12;
  }
  const columns = table.widths.map((width, i) => ({ width, align: i === 0 ? ("start" as const) : ("end" as const) }));
  return drawTable(p.doc, p.c, { columns, header: table.header, rows: table.rows, top: y }) + 14;
}

function commission(p: Page, top: number) {
  const { t, s } = p;
  return section(p, t.commission, top, {
    widths: Array(7).fill(CONTENT / 7),
    header: [t.commissionRate, t.taxRate, t.purchasesCount, t.fuel, t.commission, t.tax, t.gross],
    rows: s.commission.map((r) => [
      `${r.commission_rate}%`,
      `${r.tax_rate}%`,
      String(r.purchases),
      formatAmount(r.fuel),
      formatAmount(r.commission),
      formatAmount(r.tax),
      formatAmount(r.gross),
    ]),
  });
}

function topUps(p: Page, top: number) {
  const { t, s } = p;
  return section(p, t.topUps, top, {
    widths: [140, 165, 110, 100.28],
    header: [t.date, t.bank, t.slipNumber, t.amount],
    rows: s.top_ups.map((r) => [dateTimeOf(p, r.at), r.bank_name, r.slip_number, formatAmount(r.amount)]),
  });
}

/** The purchases: one line each, its fuel, commission and tax together, as spec 001's statement lists them. */
function purchases(p: Page, top: number) {
  const { t, s, c } = p;
  if (s.purchases.length === 0) return section(p, t.purchases, top, { widths: [], header: [], rows: [] });
  const y = heading(p, t.purchases, top);
  const note = c.text(t.paymentMethod, { left: M, top: y, width: CONTENT }, { size: 8, color: MUTED }) + 4;
  const columns = [54, 56, 60, 30, 34, 34, 42, 44, 42, 32, 44, 43.28].map((width, i) => ({
    width,
    align: i < 4 ? ("start" as const) : ("end" as const),
  }));
  const rows = s.purchases.map((r) => [
    dateTimeOf(p, r.at),
    r.station_name,
    [r.plate_no, r.employee_name].filter(Boolean).join(" "),
    t.fuelTypes[r.fuel_type],
    r.litres.toFixed(3),
    price.format(r.unit_price),
    formatAmount(r.fuel),
    formatAmount(r.commission),
    formatAmount(r.subtotal),
    formatAmount(r.tax),
    formatAmount(r.total),
    `${r.odometer} / ${r.km_since_last ?? dash} / ${r.litres_per_100_km ?? dash}`,
  ]);
  const header = [
    t.date,
    t.station,
    t.vehicleDriver,
    t.product,
    t.litres,
    t.nozzlePrice,
    t.totalPrice,
    t.commission,
    t.subtotal,
    t.tax,
    t.netCharged,
    t.odometer,
  ];
  return drawTable(p.doc, c, { columns, header, rows, top: y + note, size: 6 }) + 14;
}

function reversals(p: Page, top: number) {
  const { t, s } = p;
  return section(p, t.reversals, top, {
    widths: [140, 130, 145.28, 100],
    header: [t.date, t.reverses, t.purchase, t.amount],
    rows: s.reversals.map((r) => [
      dateTimeOf(p, r.at),
      t.kinds[r.reverses],
      r.purchase_reference ?? dash,
      formatAmount(r.amount),
    ]),
  });
}

/**
 * The statement on A4, in English or in Arabic (the whole page mirrored, as the shop invoice):
 * the company and the period, the summary that ties to the ledger, the commission by rate, then
 * every top-up, purchase and reversal, continued over as many pages as the month needs.
 */
export async function renderStatementPdf(s: StatementDocument, lang: StatementLang, printedAt: Date): Promise<Buffer> {
  const title =
    s.statement.number === null ? `${s.statement.from} – ${s.statement.to}` : `Statement ${s.statement.number}`;
  const { doc, finish } = await createPdf(title);
  const p: Page = {
    doc,
    c: createCanvas(doc, lang === "ar" ? "rtl" : "ltr"),
    t: STATEMENT_PDF_TEXTS[lang],
    lang,
    s,
    printedAt,
  };
  let top = summary(p, header(p));
  top = commission(p, top);
  top = topUps(p, top);
  top = purchases(p, top);
  reversals(p, top);
  return finish();
}
