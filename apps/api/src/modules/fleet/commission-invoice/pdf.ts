import { formatAmount, formatDate, formatDateIn, lastDayOf, type CommissionInvoiceDto } from "@pitlane/domain";
import { pairs, qrBlock, totalsBlock, type TotalsRow } from "../../../platform/pdf/pdf-blocks.js";
import { renderPdf, type PdfDoc } from "../../../platform/pdf/pdf-document.js";
import { drawTable, type TableColumn } from "../../../platform/pdf/pdf-table.js";
import { PAGE, type Canvas } from "../../../platform/pdf/pdf-layout.js";
import { COMMISSION_PDF_TEXTS, type CommissionPdfLang, type CommissionPdfTexts } from "./pdf-texts.js";

const M = PAGE.margin;
const CONTENT = PAGE.width - 2 * M;
const HALF = (CONTENT - 20) / 2;
const END_BLOCK = M + HALF + 20;
const BOTTOM = PAGE.height - M;

interface PdfContext {
  canvas: Canvas;
  texts: CommissionPdfTexts;
  lang: CommissionPdfLang;
  timeZone: string;
}

/** "1.5%", "16%": a rate as the tax authority prints it, Latin digits in both languages. */
const percent = (rate: number) => `${rate}%`;

/** Saudi Arabia has one VAT number; Pakistan an NTN and an STRN. */
const isSaudi = (countryCode: string) => countryCode === "SA";

/** The seller (the platform's entity in the company's country) and, facing it, the document's own facts. */
function header(ctx: PdfContext, doc: CommissionInvoiceDto): number {
  const { canvas: c, texts: t } = ctx;
  const { seller } = doc;
  const name = ctx.lang === "ar" ? seller.name_arabic : seller.name;
  let start = M + c.text(name, { left: M, top: M, width: HALF }, { bold: true, size: 15 }) + 6;
  start = pairs(
    c,
    [
      [t.address, seller.address],
      [isSaudi(seller.country_code) ? t.vatNumber : t.ntn, seller.tax_number],
    ],
    { left: M, top: start, width: HALF },
  );
  const title = doc.kind === "invoice" ? t.taxInvoice : t.creditNote;
  let end = M + c.text(title, { left: END_BLOCK, top: M, width: HALF, align: "end" }, { bold: true, size: 15 }) + 6;
  end = pairs(
    c,
    [
      [t.number, doc.number_display],
      [t.issuedOn, formatDateIn(ctx.timeZone, doc.issued_at, ctx.lang)],
      [t.periodFrom, formatDate(doc.month, ctx.lang)],
      [t.periodTo, formatDate(lastDayOf(doc.month), ctx.lang)],
      [t.corrects, doc.corrects?.number_display ?? null],
      [t.currency, doc.currency],
    ],
    { left: END_BLOCK, top: end, width: HALF },
  );
  const bottom = Math.max(start, end) + 8;
  c.rule(M, bottom, CONTENT);
  return bottom + 12;
}

/** The buyer: the company as it stood when the document was written, with its tax numbers. */
function buyer(ctx: PdfContext, doc: CommissionInvoiceDto, top: number): number {
  const { canvas: c, texts: t } = ctx;
  const { buyer: b } = doc;
  const saudi = isSaudi(b.country_code);
  const start = top + c.text(t.billTo, { left: M, top, width: CONTENT }, { bold: true, size: 10 }) + 4;
  const end = pairs(
    c,
    [
      [t.company, b.name],
      [t.merchantId, b.merchant_id],
      [t.address, b.address],
      [t.province, b.state_name],
      [saudi ? t.vatNumber : t.ntn, b.ntn],
      [t.strn, saudi ? null : b.strn],
    ],
    { left: M, top: start, width: HALF + 60 },
  );
  return end + 14;
}

/** The table's columns, from where reading starts: #, description, fuel, rate, commission, tax rate, tax. */
const COLUMNS: TableColumn[] = [
  { width: 22, align: "start" },
  { width: 165, align: "start" },
  { width: 84, align: "end" },
  { width: 44, align: "end" },
  { width: 78, align: "end" },
  { width: 50, align: "end" },
  { width: 72.28, align: "end" },
];

/** One line per pair of rates, continued on a new page (with the header again) when one does not fit. */
function lines(ctx: PdfContext, doc: CommissionInvoiceDto, pdf: PdfDoc, top: number) {
  const { texts: t } = ctx;
  return (
    drawTable(pdf, ctx.canvas, {
      columns: COLUMNS,
      header: ["#", t.description, t.fuel, t.rate, t.commission, t.taxRate, t.tax],
      rows: doc.lines.map((line, i) => [
        String(i + 1),
        t.lineText(line.purchases),
        formatAmount(line.fuel),
        percent(line.commission_rate),
        formatAmount(line.commission),
        percent(line.tax_rate),
        formatAmount(line.tax),
      ]),
      top,
      size: 9,
    }) + 12
  );
}

function totals(ctx: PdfContext, doc: CommissionInvoiceDto, top: number): number {
  const { texts: t } = ctx;
  const rows: TotalsRow[] = [
    [t.net, formatAmount(doc.net)],
    [t.tax, formatAmount(doc.tax)],
    "rule",
    [t.total, `${doc.currency} ${formatAmount(doc.total)}`, true],
  ];
  return totalsBlock(ctx.canvas, rows, { top, valueWidth: 100 });
}

/** The commission invoice or credit note on A4, in English or in Arabic (the whole page mirrored). */
export function renderCommissionPdf(doc: CommissionInvoiceDto, lang: CommissionPdfLang, timeZone: string) {
  return renderPdf(doc.number_display, lang === "ar" ? "rtl" : "ltr", async (pdf, canvas) => {
    const ctx: PdfContext = { canvas, texts: COMMISSION_PDF_TEXTS[lang], lang, timeZone };
    let top = buyer(ctx, doc, header(ctx, doc));
    top = lines(ctx, doc, pdf, top);
    if (top + 150 > BOTTOM) {
      pdf.addPage();
      top = M;
    }
    totals(ctx, doc, top);
    if (doc.qr_base64) await qrBlock(canvas, doc.qr_base64, { left: M, top }, ctx.texts.scanToVerify);
  });
}
