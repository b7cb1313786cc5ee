import type { Canvas } from "./pdf-layout.js";

/** The colour of a label beside its value. */
export const MUTED = "#52606d";
const LINE_GAP = 3;

/** Label and value side by side; answers the height of the taller. */
function pair(c: Canvas, label: string, value: string, at: { left: number; top: number; width: number }) {
  const labelWidth = at.width * 0.42;
  const valueCell = { left: at.left + labelWidth, top: at.top, width: at.width - labelWidth };
  const h1 = c.text(label, { left: at.left, top: at.top, width: labelWidth - 6 }, { color: MUTED });
  const h2 = c.text(value, valueCell);
  return Math.max(h1, h2) + LINE_GAP;
}

/** Labelled values one under another, a row without a value left out; answers where they end. */
export function pairs(c: Canvas, rows: [string, string | null][], at: { left: number; top: number; width: number }) {
  let top = at.top;
  for (const [label, value] of rows) {
    if (value) top += pair(c, label, value, { ...at, top });
  }
  return top;
}
