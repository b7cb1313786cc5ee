import {
  type AddressText,
  formatAmount,
  formatDateIn,
  formatDocumentNumber,
  formatTimeIn,
  type InvoiceDto,
} from "@pitlane/domain";
import {
  pairs,
  qrBlock,
  totalsBlock,
  TOTALS_LEFT,
  TOTALS_WIDTH,
  type TotalsRow,
} from "../../../platform/pdf/pdf-blocks.js";
import { renderPdf, type PdfDoc } from "../../../platform/pdf/pdf-document.js";
import { drawTable, type TableColumn } from "../../../platform/pdf/pdf-table.js";
import { PAGE, type Canvas } from "../../../platform/pdf/pdf-layout.js";
import { PDF_TEXTS, type PdfLang, type PdfTexts } from "./pdf-texts.js";

const M = PAGE.margin;
const CONTENT = PAGE.width - 2 * M;
const HALF = (CONTENT - 20) / 2;
const END_BLOCK = M + HALF + 20;

/** Every amount with two decimals and Latin digits, in its own cell, in both languages. */
const amount = formatAmount;

interface PdfContext {
  canvas: Canvas;
  texts: PdfTexts;
  lang: PdfLang;
  timeZone: string;
}

/** DD MMMM YYYY on the shop's wall clock (spec 000 section 3), with Latin digits in Arabic too. */
const dateOf = (iso: string, { lang, timeZone }: PdfContext) => formatDateIn(timeZone, iso, lang);

/** HH:mm on the shop's wall clock, whatever the server's zone. */
const timeOf = (iso: string, { timeZone }: PdfContext) => formatTimeIn(timeZone, iso);

/**
 * An address kept on the invoice, in the document's language. The page runs no bidi algorithm
 * (pdf-layout.ts orders words by their script), so in Arabic a comma after a word in Latin letters
 * (a street line typed so) stands as a word of its own, and sits with the Arabic names that follow.
 */
function addressIn(address: AddressText | null, { lang }: PdfContext) {
  if (!address) return null;
  return lang === "ar" ? address.arabic.replace(/([A-Za-z0-9])، /g, "$1 ، ") : address.english;
}

/** The seller (decision 0018): its name, address and VAT number, then the branch that did the work and its address. */
function header(ctx: PdfContext, invoice: InvoiceDto): number {
  const { canvas: c, texts: t } = ctx;
  const branch = ctx.lang === "ar" ? invoice.branch_name_arabic : invoice.branch_name_english;
  const title = invoice.currency === "SAR" ? t.simplifiedTaxInvoice : t.invoice;
  let start = M + c.text(invoice.seller_name, { left: M, top: M, width: HALF }, { bold: true, size: 15 }) + 6;
  start = pairs(
    c,
    [
      [t.address, addressIn(invoice.seller_address, ctx)],
      [t.vatNumber, invoice.seller_vat_number],
      [t.branch, branch],
      [t.branchAddress, addressIn(invoice.branch_address, ctx)],
    ],
    { left: M, top: start, width: HALF },
  );
  let end = M + c.text(title, { left: END_BLOCK, top: M, width: HALF, align: "end" }, { bold: true, size: 15 }) + 6;
  end = pairs(
    c,
    [
      [t.invoiceNumber, invoice.number_display],
      [t.date, dateOf(invoice.issued_at, ctx)],
      [t.time, timeOf(invoice.issued_at, ctx)],
      [t.jobCard, formatDocumentNumber("JC", invoice.job_card_number)],
      [t.currency, invoice.currency],
    ],
    { left: END_BLOCK, top: end, width: HALF },
  );
  const bottom = Math.max(start, end) + 8;
  c.rule(M, bottom, CONTENT);
  return bottom + 12;
}

function parties(ctx: PdfContext, invoice: InvoiceDto, top: number): number {
  const { canvas: c, texts: t } = ctx;
  const heading = { bold: true, size: 10 };
  const clientTop = top + c.text(t.billTo, { left: M, top, width: HALF }, heading) + 4;
  const start = pairs(
    c,
    [
      [t.client, invoice.client.name],
      [t.phone, invoice.client.phone],
      [t.identityNumber, invoice.client.identity_number_display],
    ],
    { left: M, top: clientTop, width: HALF },
  );
  const vehicleTop = top + c.text(t.vehicle, { left: END_BLOCK, top, width: HALF }, heading) + 4;
  const end = pairs(
    c,
    [
      [t.plate, invoice.vehicle.plate],
      [t.makeModel, `${invoice.vehicle.make_name} ${invoice.vehicle.model_name}`],
    ],
    { left: END_BLOCK, top: vehicleTop, width: HALF },
  );
  return Math.max(start, end) + 14;
}

/** The table's columns, from where reading starts: #, item, quantity, unit price, discount, net. */
const COLUMNS: TableColumn[] = [
  { width: 24, align: "start" },
  { width: 205, align: "start" },
  { width: 44, align: "end" },
  { width: 80, align: "end" },
  { width: 74, align: "end" },
  { width: 88, align: "end" },
];
const BOTTOM = PAGE.height - M;

/** The lines, continued on a new page (with the header again) when one does not fit. */
function lines(ctx: PdfContext, invoice: InvoiceDto, doc: PdfDoc, top: number) {
  const { texts: t } = ctx;
  return (
    drawTable(doc, ctx.canvas, {
      columns: COLUMNS,
      header: ["#", t.item, t.quantity, t.unitPrice, t.discount, t.net],
      rows: invoice.lines.map((line, i) => [
        String(i + 1),
        line.name,
        String(line.quantity),
        amount(line.unit_price),
        amount(line.discount),
        amount(line.net),
      ]),
      top,
      size: 9,
    }) + 12
  );
}

function totals(ctx: PdfContext, invoice: InvoiceDto, top: number): number {
  const { canvas: c, texts: t } = ctx;
  const rows: TotalsRow[] = [
    [t.subtotal, amount(invoice.subtotal)],
    // Minus zero would print as "-0.00".
    [t.discount, invoice.discount > 0 ? amount(-invoice.discount) : amount(0)],
    [`${t.vat} ${invoice.vat_rate}%`, amount(invoice.vat)],
    "rule",
    [t.total, `${invoice.currency} ${amount(invoice.total)}`, true],
    [t.paid, amount(invoice.paid)],
    [t.balance, amount(invoice.balance), true],
  ];
  const y = totalsBlock(c, rows, { top, valueWidth: 90 });
  // A voided invoice owes nothing: its VOID mark says what it is, not "Unpaid" beside it.
  if (invoice.voided) return y;
  const at = { left: TOTALS_LEFT, top: y + 4, width: TOTALS_WIDTH };
  return pairs(c, [[t.paymentStatus, t.statuses[invoice.payment_status]]], at);
}

/** A voided invoice says so in words (with the date and reason) and with a stamp across the page. */
function voidMark(ctx: PdfContext, invoice: InvoiceDto, doc: PdfDoc, top: number) {
  if (!invoice.voided_at) return;
  const { canvas: c, texts: t } = ctx;
  const red = "#c81e1e";
  const heading = c.text(t.voidStamp, { left: M, top, width: HALF }, { bold: true, size: 11, color: red });
  pairs(
    c,
    [
      [t.voidedOn, dateOf(invoice.voided_at, ctx)],
      [t.voidReason, invoice.void_reason],
    ],
    { left: M, top: top + heading + 2, width: HALF },
  );
  doc.save();
  doc.rotate(-28, { origin: [PAGE.width / 2, PAGE.height / 2] });
  doc.opacity(0.2);
  const stamp = { left: 0, top: PAGE.height / 2 - 45, width: PAGE.width, align: "center" } as const;
  c.text(t.voidStamp, stamp, { bold: true, size: 96, color: red });
  doc.restore();
}

/** The invoice on A4, in English or in Arabic (the whole page mirrored), as the PDF's bytes. */
export function renderInvoicePdf(invoice: InvoiceDto, lang: PdfLang, timeZone: string): Promise<Buffer> {
  return renderPdf(invoice.number_display, lang === "ar" ? "rtl" : "ltr", async (doc, canvas) => {
    const ctx: PdfContext = { canvas, texts: PDF_TEXTS[lang], lang, timeZone };
    let top = parties(ctx, invoice, header(ctx, invoice));
    top = lines(ctx, invoice, doc, top);
    const qrHeight = invoice.qr_base64 ? 130 : 0;
    const voidHeight = invoice.voided_at ? 90 : 0;
    if (top + Math.max(qrHeight, 150) + voidHeight > BOTTOM) {
      doc.addPage();
      top = M;
    }
    const afterTotals = totals(ctx, invoice, top);
    if (invoice.qr_base64) await qrBlock(canvas, invoice.qr_base64, { left: M, top }, ctx.texts.scanToVerify);
    voidMark(ctx, invoice, doc, Math.max(afterTotals, top + qrHeight) + 10);
  });
}
