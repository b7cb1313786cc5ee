import { type InvoiceDto, formatAmount, formatDocumentNumber } from "@pitlane/domain";
import {
  ALERT,
  HALF_WIDTH,
  documentHeader,
  END_HALF_LEFT,
  headedPairs,
  pairs,
  qrBlock,
  stamp,
  totalsBlock,
  TOTALS_LEFT,
  TOTALS_WIDTH,
  type TotalsRow,
} from "../../../platform/pdf/pdf-blocks.js";
import { renderPdf, type PdfContext, type PdfDoc } from "../../../platform/pdf/pdf-document.js";
import { addressIn, dateOf, directionOf, timeOf, type PdfLang } from "../../../platform/pdf/pdf-language.js";
import { drawTable, type TableColumn } from "../../../platform/pdf/pdf-table.js";
import { PAGE, PAGE_BOTTOM } from "../../../platform/pdf/pdf-layout.js";
import { PDF_TEXTS, type PdfTexts } from "./pdf-texts.js";

const M = PAGE.margin;

/** Every amount with two decimals and Latin digits, in its own cell, in both languages. */
const amount = formatAmount;

type InvoiceContext = PdfContext<PdfTexts>;

/** The seller (decision 0018): its name, address and VAT number, then the branch that did the work and its address. */
function header(ctx: InvoiceContext, invoice: InvoiceDto): number {
  const { texts: t } = ctx;
  const branch = ctx.lang === "ar" ? invoice.branch_name_arabic : invoice.branch_name_english;
  return documentHeader(ctx.canvas, {
    name: invoice.seller_name,
    nameRows: [
      [t.address, addressIn(invoice.seller_address, ctx)],
      [t.vatNumber, invoice.seller_vat_number],
      [t.branch, branch],
      [t.branchAddress, addressIn(invoice.branch_address, ctx)],
    ],
    title: invoice.currency === "SAR" ? t.simplifiedTaxInvoice : t.invoice,
    titleRows: [
      [t.invoiceNumber, invoice.number_display],
      [t.date, dateOf(invoice.issued_at, ctx)],
      [t.time, timeOf(invoice.issued_at, ctx)],
      [t.jobCard, invoice.job_card_number === null ? null : formatDocumentNumber("JC", invoice.job_card_number)],
      [t.order, invoice.order_number === null ? null : formatDocumentNumber("ORD", invoice.order_number)],
      [t.currency, invoice.currency],
    ],
  });
}

function parties(ctx: InvoiceContext, invoice: InvoiceDto, top: number): number {
  const { canvas: c, texts: t } = ctx;
  const start = headedPairs(
    c,
    t.billTo,
    [
      [t.client, invoice.client.name],
      [t.phone, invoice.client.phone],
      [t.identityNumber, invoice.client.identity_number_display],
    ],
    { left: M, top, width: HALF_WIDTH },
  );
  const { vehicle } = invoice;
  // An order's invoice names no vehicle.
  const end = vehicle
    ? headedPairs(
        c,
        t.vehicle,
        [
          [t.plate, vehicle.plate],
          [t.makeModel, `${vehicle.make_name} ${vehicle.model_name}`],
        ],
        { left: END_HALF_LEFT, top, width: HALF_WIDTH },
      )
    : start;
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

/** The lines, continued on a new page (with the header again) when one does not fit. */
function lines(ctx: InvoiceContext, invoice: InvoiceDto, doc: PdfDoc, top: number) {
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

function totals(ctx: InvoiceContext, invoice: InvoiceDto, top: number): number {
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
function voidMark(ctx: InvoiceContext, invoice: InvoiceDto, doc: PdfDoc, top: number) {
  if (!invoice.voided_at) return;
  const { canvas: c, texts: t } = ctx;
  const heading = c.text(t.voidStamp, { left: M, top, width: HALF_WIDTH }, { bold: true, size: 11, color: ALERT });
  pairs(
    c,
    [
      [t.voidedOn, dateOf(invoice.voided_at, ctx)],
      [t.voidReason, invoice.void_reason],
    ],
    { left: M, top: top + heading + 2, width: HALF_WIDTH },
  );
  stamp(doc, c, t.voidStamp, ALERT);
}

/** The invoice on A4, in English or in Arabic (the whole page mirrored), as the PDF's bytes. */
export function renderInvoicePdf(invoice: InvoiceDto, lang: PdfLang, timeZone: string): Promise<Buffer> {
  return renderPdf(invoice.number_display, directionOf(lang), async (doc, canvas) => {
    const ctx: InvoiceContext = { canvas, texts: PDF_TEXTS[lang], lang, timeZone };
    let top = parties(ctx, invoice, header(ctx, invoice));
    top = lines(ctx, invoice, doc, top);
    const qrHeight = invoice.qr_base64 ? 130 : 0;
    const voidHeight = invoice.voided_at ? 90 : 0;
    if (top + Math.max(qrHeight, 150) + voidHeight > PAGE_BOTTOM) {
      doc.addPage();
      top = M;
    }
    const afterTotals = totals(ctx, invoice, top);
    if (invoice.qr_base64) await qrBlock(canvas, invoice.qr_base64, { left: M, top }, ctx.texts.scanToVerify);
    voidMark(ctx, invoice, doc, Math.max(afterTotals, top + qrHeight) + 10);
  });
}
