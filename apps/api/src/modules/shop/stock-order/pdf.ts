import { type AddressText, type StockOrderDto, formatAmount, formatDate, formatMoney } from "@pitlane/domain";
import {
  ALERT,
  CONTENT_WIDTH,
  END_HALF_LEFT,
  HALF_WIDTH,
  MUTED,
  documentHeader,
  headedPairs,
  stamp,
  totalsBlock,
} from "../../../platform/pdf/pdf-blocks.js";
import { renderPdf, type PdfContext, type PdfDoc } from "../../../platform/pdf/pdf-document.js";
import { addressIn, dateOf, directionOf, type PdfLang } from "../../../platform/pdf/pdf-language.js";
import { PAGE } from "../../../platform/pdf/pdf-layout.js";
import { drawTable, roomFor, type TableColumn } from "../../../platform/pdf/pdf-table.js";
import { STOCK_ORDER_PDF_TEXTS, type StockOrderPdfTexts } from "./pdf-texts.js";

const M = PAGE.margin;

/** The shop that orders, as the caller reads it from the shop and the order's branch. */
export interface StockOrderBuyer {
  name: string;
  vatNumber: string | null;
  address: AddressText | null;
  branchAddress: AddressText | null;
}

type OrderContext = PdfContext<StockOrderPdfTexts>;

/** What undoes a draft or a cancelled order as an order: said under the header and stamped on every page. */
function markOf(order: StockOrderDto, t: StockOrderPdfTexts) {
  if (order.status === "draft") return { stamp: t.draftStamp, note: t.draftNote, color: MUTED };
  if (order.status === "cancelled") return { stamp: t.cancelledStamp, note: t.cancelledNote, color: ALERT };
  return null;
}

/** The shop that orders (name, address, VAT number) and, facing it, the order's number, dates and currency. */
function header(ctx: OrderContext, order: StockOrderDto, buyer: StockOrderBuyer): number {
  const { texts: t } = ctx;
  const status = order.status === "draft" ? t.draft : order.status === "cancelled" ? t.cancelled : null;
  return documentHeader(ctx.canvas, {
    name: buyer.name,
    nameRows: [
      [t.address, addressIn(buyer.address, ctx)],
      [t.vatNumber, buyer.vatNumber],
    ],
    title: t.purchaseOrder,
    titleRows: [
      [t.orderNumber, order.number_display],
      // A placed order is dated when it was placed; a draft when it was written.
      [t.date, dateOf(order.ordered_at ?? order.created_at, ctx)],
      [t.expectedOn, order.expected_on ? formatDate(order.expected_on, ctx.lang) : null],
      [t.status, status],
      [t.cancelledOn, order.cancelled_at ? dateOf(order.cancelled_at, ctx) : null],
      [t.currency, order.currency],
    ],
  });
}

/** A draft's or a cancelled order's words in its colour, across the page under the header. */
function markNote(ctx: OrderContext, order: StockOrderDto, top: number): number {
  const mark = markOf(order, ctx.texts);
  if (!mark) return top;
  const at = { left: M, top, width: CONTENT_WIDTH };
  return top + ctx.canvas.text(mark.note, at, { bold: true, size: 10, color: mark.color }) + 12;
}

const paymentTerms = (days: number | null, t: StockOrderPdfTexts) => (days ? t.days(days) : t.onDelivery);

/** The supplier the order goes to and, facing it, the branch the goods are delivered to. */
function parties(ctx: OrderContext, order: StockOrderDto, buyer: StockOrderBuyer, top: number): number {
  const { canvas: c, texts: t } = ctx;
  const { supplier } = order;
  const start = headedPairs(
    c,
    t.supplier,
    [
      [t.name, supplier.name],
      [t.contactPerson, supplier.contact_person],
      [t.phone, supplier.phone],
      [t.email, supplier.email],
      [t.address, supplier.address],
      [t.taxNumber, supplier.tax_number],
      [t.paymentTerms, paymentTerms(supplier.payment_terms_days, t)],
    ],
    { left: M, top, width: HALF_WIDTH },
  );
  const end = headedPairs(
    c,
    t.deliverTo,
    [
      [t.branch, ctx.lang === "ar" ? order.branch_name_arabic : order.branch_name_english],
      [t.address, addressIn(buyer.branchAddress, ctx)],
    ],
    { left: END_HALF_LEFT, top, width: HALF_WIDTH },
  );
  return Math.max(start, end) + 14;
}

/**
 * The table's columns, from where reading starts: #, item, SKU, quantity, (received), unit cost, total.
 * The received column is there only once something was received: the item gives it its room.
 */
function columnsOf(withReceived: boolean): TableColumn[] {
  const received: TableColumn[] = withReceived ? [{ width: 56, align: "end" }] : [];
  return [
    { width: 24, align: "start" },
    { width: withReceived ? 149 : 205, align: "start" },
    { width: 86, align: "start" },
    { width: 50, align: "end" },
    ...received,
    { width: 66, align: "end" },
    { width: 84.28, align: "end" },
  ];
}

/** The lines, continued on a new page (with the table's header again) when one does not fit. */
function lines(ctx: OrderContext, order: StockOrderDto, doc: PdfDoc, top: number): number {
  const { texts: t } = ctx;
  const withReceived = order.lines.some((line) => line.received_quantity > 0);
  const maybe = (cell: string) => (withReceived ? [cell] : []);
  return (
    drawTable(doc, ctx.canvas, {
      columns: columnsOf(withReceived),
      header: ["#", t.item, t.sku, t.quantity, ...maybe(t.received), t.unitCost, t.total],
      rows: order.lines.map((line, i) => [
        String(i + 1),
        line.name,
        line.sku ?? "",
        String(line.quantity),
        ...maybe(String(line.received_quantity)),
        formatAmount(line.unit_cost),
        formatAmount(line.total),
      ]),
      top,
      size: 9,
    }) + 12
  );
}

/** The order's total with its currency, then its notes to the supplier. */
function totalAndNotes(ctx: OrderContext, order: StockOrderDto, doc: PdfDoc, top: number) {
  const { canvas: c, texts: t } = ctx;
  let y = totalsBlock(c, [[t.total, formatMoney(order.total, order.currency), true]], {
    top: roomFor(doc, top, 30),
    valueWidth: 130,
  });
  // The canvas joins a text's words into one paragraph: each line the notes were written in is its own.
  const paragraphs = (order.notes ?? "").split("\n").filter((line) => line.trim());
  if (paragraphs.length === 0) return;
  y = roomFor(doc, y + 14, 40);
  y += c.text(t.notes, { left: M, top: y, width: CONTENT_WIDTH }, { bold: true, size: 10 }) + 4;
  for (const line of paragraphs) {
    y = roomFor(doc, y, c.heightOf(line, CONTENT_WIDTH));
    y += c.text(line, { left: M, top: y, width: CONTENT_WIDTH });
  }
}

/**
 * The stock order as a purchase order to send to its supplier, on A4 in English or in Arabic (the
 * whole page mirrored), as the PDF's bytes. A draft and a cancelled order say on every page that they
 * are not orders to deliver against.
 */
export function renderStockOrderPdf(
  order: StockOrderDto,
  buyer: StockOrderBuyer,
  lang: PdfLang,
  timeZone: string,
): Promise<Buffer> {
  return renderPdf(order.number_display, directionOf(lang), (doc, canvas) => {
    const ctx: OrderContext = { canvas, texts: STOCK_ORDER_PDF_TEXTS[lang], lang, timeZone };
    const mark = markOf(order, ctx.texts);
    if (mark) {
      stamp(doc, canvas, mark.stamp, mark.color);
      doc.on("pageAdded", () => stamp(doc, canvas, mark.stamp, mark.color));
    }
    let top = markNote(ctx, order, header(ctx, order, buyer));
    top = lines(ctx, order, doc, parties(ctx, order, buyer, top));
    totalAndNotes(ctx, order, doc, top);
  });
}
