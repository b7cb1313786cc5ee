import {
  type AddressText,
  formatAmount,
  formatDateIn,
  formatDocumentNumber,
  formatTimeIn,
  type InvoiceDto,
} from "@pitlane/domain";
import type PDFDocument from "pdfkit";
import { openA4Pdf } from "../../../platform/pdf/pdf-document.js";
import { PAGE, createCanvas, type Canvas } from "../../../platform/pdf/pdf-layout.js";
import { PDF_TEXTS, type PdfLang, type PdfTexts } from "./pdf-texts.js";

const M = PAGE.margin;
const CONTENT = PAGE.width - 2 * M;
const HALF = (CONTENT - 20) / 2;
const END_BLOCK = M + HALF + 20;
const MUTED = "#52606d";
const LINE_GAP = 3;

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

/** Label and value side by side; answers the height of the taller. */
function pair(c: Canvas, label: string, value: string, at: { left: number; top: number; width: number }) {
  const labelWidth = at.width * 0.42;
  const valueCell = { left: at.left + labelWidth, top: at.top, width: at.width - labelWidth };
  const h1 = c.text(label, { left: at.left, top: at.top, width: labelWidth - 6 }, { color: MUTED });
  const h2 = c.text(value, valueCell);
  return Math.max(h1, h2) + LINE_GAP;
}

function pairs(c: Canvas, rows: [string, string | null][], at: { left: number; top: number; width: number }) {
  let top = at.top;
  for (const [label, value] of rows) {
    if (value) top += pair(c, label, value, { ...at, top });
  }
  return top;
}

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
const COLUMNS = [
  { key: "index", width: 24, align: "start" },
  { key: "item", width: 205, align: "start" },
  { key: "quantity", width: 44, align: "end" },
  { key: "unitPrice", width: 80, align: "end" },
  { key: "discount", width: 74, align: "end" },
  { key: "net", width: 88, align: "end" },
] as const;
const PAD = 5;
const BOTTOM = PAGE.height - M;

function row(c: Canvas, cells: string[], top: number, style: { bold?: boolean } = {}) {
  let left = M;
  const heights = COLUMNS.map((column, i) => {
    const cell = { left: left + PAD, top: top + PAD, width: column.width - 2 * PAD, align: column.align };
    left += column.width;
    return c.text(cells[i] ?? "", cell, style);
  });
  return Math.max(...heights) + 2 * PAD;
}

function rowHeight(c: Canvas, cells: string[]) {
  return Math.max(...COLUMNS.map((column, i) => c.heightOf(cells[i] ?? "", column.width - 2 * PAD))) + 2 * PAD;
}

function tableHeader(ctx: PdfContext, top: number) {
  const { canvas: c, texts: t } = ctx;
  const labels = ["#", t.item, t.quantity, t.unitPrice, t.discount, t.net];
  const height = rowHeight(c, labels);
  c.fill(M, top, CONTENT, height, "#e4e7eb");
  row(c, labels, top, { bold: true });
  return top + height;
}

/** The lines, continued on a new page (with the header again) when one does not fit. */
function lines(ctx: PdfContext, invoice: InvoiceDto, doc: InstanceType<typeof PDFDocument>, start: number) {
  const { canvas: c } = ctx;
  let top = tableHeader(ctx, start);
  invoice.lines.forEach((line, i) => {
    const cells = [
      String(i + 1),
      line.name,
      String(line.quantity),
      amount(line.unit_price),
      amount(line.discount),
      amount(line.net),
    ];
    if (top + rowHeight(c, cells) > BOTTOM) {
      doc.addPage();
      top = tableHeader(ctx, M);
    }
    top += row(c, cells, top);
    c.rule(M, top, CONTENT, "#e4e7eb");
  });
  return top + 12;
}

const TOTALS_WIDTH = 230;

function totals(ctx: PdfContext, invoice: InvoiceDto, top: number): number {
  const { canvas: c, texts: t } = ctx;
  const left = M + CONTENT - TOTALS_WIDTH;
  const at = (y: number) => ({ left, top: y, width: TOTALS_WIDTH });
  const amountRow = (label: string, value: string, y: number, bold = false) => {
    const h = c.text(label, { left, top: y, width: TOTALS_WIDTH - 90 }, { bold });
    c.text(value, { left: left + TOTALS_WIDTH - 90, top: y, width: 90, align: "end" }, { bold });
    return h + LINE_GAP;
  };
  let y = top;
  y += amountRow(t.subtotal, amount(invoice.subtotal), y);
  // Minus zero would print as "-0.00".
  y += amountRow(t.discount, invoice.discount > 0 ? amount(-invoice.discount) : amount(0), y);
  y += amountRow(`${t.vat} ${invoice.vat_rate}%`, amount(invoice.vat), y);
  c.rule(left, y, TOTALS_WIDTH);
  y += 4;
  y += amountRow(t.total, `${invoice.currency} ${amount(invoice.total)}`, y, true);
  y += amountRow(t.paid, amount(invoice.paid), y);
  y += amountRow(t.balance, amount(invoice.balance), y, true);
  // A voided invoice owes nothing: its VOID mark says what it is, not "Unpaid" beside it.
  if (invoice.voided) return y;
  return pairs(c, [[t.paymentStatus, t.statuses[invoice.payment_status]]], at(y + 4));
}

async function qrCode(ctx: PdfContext, payload: string, top: number) {
  // Loaded on first use, like pdfkit below: start-up does not pay for what only a download needs.
  const { default: QRCode } = await import("qrcode");
  const png = await QRCode.toBuffer(payload, { type: "png", margin: 1, width: 300, errorCorrectionLevel: "M" });
  const size = 110;
  ctx.canvas.image(png, M, top, size);
  ctx.canvas.text(ctx.texts.scanToVerify, { left: M, top: top + size + 4, width: 160 }, { size: 8, color: MUTED });
}

/** A voided invoice says so in words (with the date and reason) and with a stamp across the page. */
function voidMark(ctx: PdfContext, invoice: InvoiceDto, doc: InstanceType<typeof PDFDocument>, top: number) {
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
export async function renderInvoicePdf(invoice: InvoiceDto, lang: PdfLang, timeZone: string): Promise<Buffer> {
  const { doc, bytes: done } = await openA4Pdf(invoice.number_display);
  const ctx: PdfContext = {
    canvas: createCanvas(doc, lang === "ar" ? "rtl" : "ltr"),
    texts: PDF_TEXTS[lang],
    lang,
    timeZone,
  };

  let top = parties(ctx, invoice, header(ctx, invoice));
  top = lines(ctx, invoice, doc, top);
  const qrHeight = invoice.qr_base64 ? 130 : 0;
  const voidHeight = invoice.voided_at ? 90 : 0;
  if (top + Math.max(qrHeight, 150) + voidHeight > BOTTOM) {
    doc.addPage();
    top = M;
  }
  const afterTotals = totals(ctx, invoice, top);
  if (invoice.qr_base64) await qrCode(ctx, invoice.qr_base64, top);
  voidMark(ctx, invoice, doc, Math.max(afterTotals, top + qrHeight) + 10);
  doc.end();
  return done;
}
