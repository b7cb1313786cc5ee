import { PAGE, type Canvas } from "./pdf-layout.js";

/** The colour of a label beside its value, and of small print. */
export const MUTED = "#52606d";
export const LINE_GAP = 3;

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

/** Label and value rows, one under the other, leaving out those without a value; answers where they end. */
export function pairs(c: Canvas, rows: [string, string | null][], at: Box) {
  let top = at.top;
  for (const [label, value] of rows) {
    if (value) top += pair(c, label, value, { ...at, top });
  }
  return top;
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
