import type { PdfDoc } from "./pdf-document.js";
import { PAGE, type Canvas } from "./pdf-layout.js";

/** The colour of a label beside its value, and of small print. */
export const MUTED = "#52606d";
/** The colour of what undoes a document: a voided invoice, a cancelled order. */
export const ALERT = "#c81e1e";
export const LINE_GAP = 3;

const M = PAGE.margin;
/** The width between the margins, and the two halves (with a gutter) a document's header and parties stand in. */
export const CONTENT_WIDTH = PAGE.width - 2 * M;
export const HALF_WIDTH = (CONTENT_WIDTH - 20) / 2;
/** Where the half toward the end of a line starts; the canvas mirrors it on an Arabic page. */
export const END_HALF_LEFT = M + HALF_WIDTH + 20;

interface Box {
  left: number;
  top: number;
  width: number;
}

/** Label and value side by side; answers the height of the taller. */
export function pair(c: Canvas, label: string, value: string, at: Box) {
  const labelWidth = at.width * 0.42;
  const valueCell = { left: at.left + labelWidth, top: at.top, width: at.width - labelWidth };
  const h1 = c.text(label, { left: at.left, top: at.top, width: labelWidth - 6 }, { color: MUTED });
  const h2 = c.text(value, valueCell);
  return Math.max(h1, h2) + LINE_GAP;
}

/** A label and its value; a row without a value is left out. */
export type PairRow = [label: string, value: string | null];

/** Label and value rows, one under the other, leaving out those without a value; answers where they end. */
export function pairs(c: Canvas, rows: PairRow[], at: Box) {
  let top = at.top;
  for (const [label, value] of rows) {
    if (value) top += pair(c, label, value, { ...at, top });
  }
  return top;
}

/** A small bold heading ("Bill to", "Supplier") over its label and value rows; answers where they end. */
export function headedPairs(c: Canvas, heading: string, rows: PairRow[], at: Box) {
  const top = at.top + c.text(heading, at, { bold: true, size: 10 }) + 4;
  return pairs(c, rows, { ...at, top });
}

/**
 * A document's head across the top of its first page: who issues it, in large type where reading
 * starts, with its facts under it; facing it, the document's title with its number and dates; a rule
 * under the taller of the two. Answers where the content below starts.
 */
export function documentHeader(
  c: Canvas,
  head: { name: string; nameRows: PairRow[]; title: string; titleRows: PairRow[] },
): number {
  const large = { bold: true, size: 15 };
  let start = M + c.text(head.name, { left: M, top: M, width: HALF_WIDTH }, large) + 6;
  start = pairs(c, head.nameRows, { left: M, top: start, width: HALF_WIDTH });
  const titleCell = { left: END_HALF_LEFT, top: M, width: HALF_WIDTH, align: "end" } as const;
  let end = M + c.text(head.title, titleCell, large) + 6;
  end = pairs(c, head.titleRows, { left: END_HALF_LEFT, top: end, width: HALF_WIDTH });
  const bottom = Math.max(start, end) + 8;
  c.rule(M, bottom, CONTENT_WIDTH);
  return bottom + 12;
}

/** The widest a stamp's word may be, so that tilted it still stands between the page's margins. */
const STAMP_WIDTH = 460;

/**
 * A word in large faint letters tilted across the middle of the page ("VOID", "DRAFT"), under or over
 * what is there; a long word ("CANCELLED") in smaller letters, so it stays on the page.
 */
export function stamp(doc: PdfDoc, c: Canvas, word: string, color: string) {
  const size = Math.min(96, (96 * STAMP_WIDTH) / Math.max(1, doc.font("bold").fontSize(96).widthOfString(word)));
  doc.save();
  doc.rotate(-28, { origin: [PAGE.width / 2, PAGE.height / 2] });
  doc.opacity(0.2);
  const across = { left: 0, top: PAGE.height / 2 - (45 * size) / 96, width: PAGE.width, align: "center" } as const;
  c.text(word, across, { bold: true, size, color });
  doc.restore();
}

/** A QR code of `payload` with a caption under it (the ZATCA e-invoice code). */
export async function qrBlock(c: Canvas, payload: string, at: { left: number; top: number }, caption: string) {
  // Loaded on first use, like pdfkit: start-up does not pay for what only a download needs.
  const { default: QRCode } = await import("qrcode");
  const png = await QRCode.toBuffer(payload, { type: "png", margin: 1, width: 300, errorCorrectionLevel: "M" });
  const size = 110;
  c.image(png, at.left, at.top, size);
  c.text(caption, { left: at.left, top: at.top + size + 4, width: 160 }, { size: 8, color: MUTED });
}

/** A row of a document's totals: its label, and the amount toward where the row ends; answers its height. */
function amountRow(c: Canvas, label: string, value: string, at: Box & { valueWidth: number }, bold = false) {
  const h = c.text(label, { left: at.left, top: at.top, width: at.width - at.valueWidth }, { bold });
  const valueCell = {
    left: at.left + at.width - at.valueWidth,
    top: at.top,
    width: at.valueWidth,
    align: "end" as const,
  };
  c.text(value, valueCell, { bold });
  return h + LINE_GAP;
}

/** Where a document's totals stand: a column at the end of the page's rows. */
export const TOTALS_WIDTH = 230;
export const TOTALS_LEFT = PAGE.width - PAGE.margin - TOTALS_WIDTH;

/** A row of a totals block (label, amount, bold), or the rule drawn above a total. */
export type TotalsRow = [label: string, value: string, bold?: boolean] | "rule";

/** A document's totals toward where the page's rows end, under its lines; answers where they end. */
export function totalsBlock(c: Canvas, rows: TotalsRow[], at: { top: number; valueWidth: number }) {
  const width = TOTALS_WIDTH;
  const left = TOTALS_LEFT;
  let top = at.top;
  for (const row of rows) {
    if (row === "rule") {
      c.rule(left, top, width);
      top += 4;
    } else {
      top += amountRow(c, row[0], row[1], { left, top, width, valueWidth: at.valueWidth }, row[2]);
    }
  }
  return top;
}
